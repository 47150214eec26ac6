import styled from 'styled-components';
import type { DafShiurimByAuthorFragment } from '@openshiur/graphql';
import type { BavliMasechta } from '@openshiur/reference-data';
import { theme } from '@openshiur/ui';
import { AuthorName } from '@/components/shiur-lists/AuthorName';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { dafYomiHref } from '@/features/dafyomi/daf-navigation';
import { formatDuration } from '@/lib/format';

type Group = DafShiurimByAuthorFragment['shiurimByAuthor'][number];

const amudLabel = (amud: string | null | undefined) => (amud === 'a' ? 'Amud a' : amud === 'b' ? 'Amud b' : 'Whole daf');

/**
 * A daf's shiurim, one section per author (authors by name), each shiur linking to its Daf Yomi
 * item page with its amud, medium and length. The inner elements are styled from the one wrapper,
 * so a server render writes one style tag for the list, not one per shiur.
 */
export function ShiurimByAuthor({ groups, masechta, daf, headingLevel }: {
  groups: readonly Group[];
  masechta: BavliMasechta;
  daf: number;
  /** The level of each author's heading, one below the section's own. */
  headingLevel: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <Groups>
      {groups.map((group) => {
        const id = `shiurim-${daf}-${group.author?.id ?? 'uncredited'}`;
        return (
          <section key={group.author?.id ?? 'uncredited'} aria-labelledby={id}>
            <Heading id={id}>
              {group.author ? (
                <Link href={`/author/${group.author.id}`} aria-label={group.author.plainName}>
                  <AuthorName author={group.author} />
                </Link>
              ) : (
                'Other shiurim'
              )}
            </Heading>
            <ul role="list">
              {group.posts.map((post) => (
                <li key={post.id}>
                  <Link href={dafYomiHref.item(masechta, daf, post.id)}>{post.title}</Link>
                  <p>
                    <span data-amud={post.learning.amud ?? 'whole'}>{amudLabel(post.learning.amud)}</span>
                    {post.mediaType}
                    {post.durationSeconds ? ` · ${formatDuration(post.durationSeconds)}` : ''}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </Groups>
  );
}

const Groups = styled.div`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr));

  & h3,
  & h4 {
    margin: 0 0 ${theme.space.sm};
    font-size: 1.0625rem;
  }

  & h3 a,
  & h4 a {
    color: inherit;
  }

  & ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${theme.space.sm};
  }

  & li {
    padding: ${theme.space.sm} ${theme.space.md};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.medium};
    background: ${theme.colors.surface};
  }

  & li > a {
    color: ${theme.colors.primary};
    font-weight: 600;
  }

  & li > p {
    margin: ${theme.space.xs} 0 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.sm};
    font-size: 0.875rem;
    color: ${theme.colors.muted};
  }

  & [data-amud] {
    padding: 0 ${theme.space.sm};
    border-radius: ${theme.radii.round};
    background: ${theme.colors.surfaceMuted};
    color: ${theme.colors.text};
  }

  & [data-amud='a'],
  & [data-amud='b'] {
    background: #e7eef6;
    color: ${theme.colors.primary};
  }
`;
