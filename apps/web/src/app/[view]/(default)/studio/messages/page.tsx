import type { Metadata } from 'next';
import { GetContactMessagesDocument } from '@openshiur/graphql';
import { ContactMessageTable } from '@/features/contact/ContactMessageTable';
import { Pagination } from '@/features/search/results/Pagination';
import { StudioNav } from '@/features/studio/StudioNav';
import { requireRole } from '@/features/studio/server/studio-access';
import { env } from '@/env';
import { firstParam } from '@/lib/route-params';
import { loadForViewer } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// Admins' page: rendered per request, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Messages · Studio', robots: { index: false, follow: false } };

/** /studio/messages (admins only): what the contact form of /connect brought, newest first, 25 a page. */
export default async function StudioMessagesPage({ params, searchParams }: PageProps<'/[view]/studio/messages'>) {
  await requireRole('admin', '/studio/messages');
  const query = await pageQuery(params, searchParams);
  const pageParam = Number(firstParam(query.page) ?? '1');
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 100_000 ? pageParam : 1;
  const { contactMessages: list } = await loadForViewer(GetContactMessagesDocument, { page });
  return (
    <>
      <StudioNav current="messages" atList />
      <h1>Messages</h1>
      <p>{`The contact form's messages (${list.totalCount.toLocaleString('en-US')}). Each was also mailed to ${env.ORGANISATION_CONTACT_EMAIL}; reply from there, or to the sender's address.`}</p>
      <ContactMessageTable messages={list.items} timeZone={env.SITE_TIMEZONE} />
      <Pagination page={list.page} pageCount={list.pageCount} href={(to) => `/studio/messages?page=${to}`} />
    </>
  );
}
