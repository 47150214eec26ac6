import styled from 'styled-components';
import type { AuthorSummaryFragment } from '@openshiur/graphql';
import { theme } from '@openshiur/ui';
import { AuthorName } from '@/components/shiur-lists/AuthorName';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { AuthorPortrait } from './AuthorPortrait';

/** Who teaches a series: small pictures and linked names, most shiurim first. */
export function TeacherList({ authors }: { authors: readonly AuthorSummaryFragment[] }) {
  if (authors.length === 0) return null;
  return (
    <List aria-label="Taught by">
      {authors.map((author) => (
        <li key={author.id}>
          <AuthorPortrait author={author} size={32} />
          <Link href={`/author/${author.id}`} aria-label={author.plainName}>
            <AuthorName author={author} />
          </Link>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.sm};
  }
`;
