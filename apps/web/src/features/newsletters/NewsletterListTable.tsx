import type { StudioNewsletterListFieldsFragment } from '@openshiur/graphql';
import { StudioTable } from '@/features/studio/StudioPostTable';

/** The studio's table of newsletter lists: members, state and each list's CSV export. */
export function NewsletterListTable({ lists }: { lists: readonly StudioNewsletterListFieldsFragment[] }) {
  return (
    <StudioTable data-testid="newsletter-lists">
      <caption>Newsletter lists</caption>
      <thead>
        <tr>
          <th scope="col">List</th>
          <th scope="col">Id</th>
          <th scope="col">Place</th>
          <th scope="col">Members</th>
          <th scope="col">State</th>
          <th scope="col">Export</th>
        </tr>
      </thead>
      <tbody>
        {lists.map((list) => (
          <tr key={list.id}>
            <th scope="row">{list.name}</th>
            <td>
              <code>{list.id}</code>
            </td>
            <td>{list.position}</td>
            <td data-testid={`members-${list.id}`}>{list.memberCount.toLocaleString('en-US')}</td>
            <td>{list.archivedAt ? 'Archived' : 'On the form'}</td>
            <td>
              {/* A file, not a page: a plain link (no client-side navigation). */}
              <a href={`/api/studio/newsletters/members?list=${encodeURIComponent(list.id)}`} download aria-label={`Export ${list.name} members (CSV)`}>
                CSV
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </StudioTable>
  );
}
