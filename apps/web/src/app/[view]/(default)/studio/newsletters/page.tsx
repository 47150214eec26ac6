import type { Metadata } from 'next';
import { GetStudioNewsletterListsDocument } from '@openshiur/graphql';
import { NewsletterListForm } from '@/features/newsletters/client/NewsletterListForm';
import { NewsletterListTable } from '@/features/newsletters/NewsletterListTable';
import { saveNewsletterListAction } from '@/features/newsletters/server/list-actions';
import { StudioNav } from '@/features/studio/StudioNav';
import { requireRole } from '@/features/studio/server/studio-access';
import { loadForViewer } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// Admins' page: rendered per request, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Newsletters · Studio', robots: { index: false, follow: false } };

/**
 * /studio/newsletters (admins only; the proxy answers 403 to editors): the newsletter lists with
 * their confirmed members, forms to add, change and archive lists, and the members' CSV export.
 */
export default async function StudioNewslettersPage({ params, searchParams }: PageProps<'/[view]/studio/newsletters'>) {
  await requireRole('admin', '/studio/newsletters');
  const query = await pageQuery(params, searchParams);
  const { studioNewsletterLists: lists } = await loadForViewer(GetStudioNewsletterListsDocument, {});
  const saved = typeof query.saved === 'string' ? lists.find((list) => list.id === query.saved) : undefined;
  return (
    <>
      <StudioNav current="newsletters" atList />
      <h1>Newsletters</h1>
      {saved ? (
        <p role="status" data-testid="newsletter-list-saved">
          Saved {saved.name}.
        </p>
      ) : null}
      <p>
        Members count once they confirmed their address, until they unsubscribe. The export lists them as CSV (
        <code>email,first_name,confirmed_at,lists</code>).
      </p>
      <NewsletterListTable lists={lists} />
      <p>
        <a href="/api/studio/newsletters/members" download>
          Export all members (CSV)
        </a>
      </p>
      <h2>Change a list</h2>
      {lists.map((list) => (
        <details key={list.id}>
          <summary>Edit {list.name}</summary>
          <NewsletterListForm
            list={{ id: list.id, name: list.name, description: list.description, position: list.position, archived: Boolean(list.archivedAt) }}
            save={saveNewsletterListAction}
          />
        </details>
      ))}
      <h2>New list</h2>
      <NewsletterListForm save={saveNewsletterListAction} />
    </>
  );
}
