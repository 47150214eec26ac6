import styled from 'styled-components';
import { GetPostsDocument, type PostFilter } from '@openshiur/graphql';
import { theme } from '@openshiur/ui';
import { PostList } from '@/components/shiur-lists/PostList';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { load } from '@/server/load';

/** A short list of the newest shiurim for a filter, with a link to the page that lists them all. */
export async function ShiurimPreview({ id, title, filter, count, more }: {
  id: string;
  title: string;
  filter: PostFilter;
  count: number;
  more: { href: string; label: string };
}) {
  const { posts } = await load(GetPostsDocument, { first: count, filter });
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>
        {title} <Total>({posts.totalCount})</Total>
      </h2>
      <PostList connection={posts} emptyText="No shiurim yet." />
      {posts.totalCount > 0 ? (
        <p>
          <Link href={more.href}>{more.label}</Link>
        </p>
      ) : null}
    </Section>
  );
}

const Section = styled.section`
  margin-top: ${theme.space.lg};

  & > p a {
    color: ${theme.colors.primary};
    font-weight: 600;
  }
`;

const Total = styled.span`
  font-weight: 400;
  color: ${theme.colors.muted};
`;
