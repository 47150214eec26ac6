import styled from 'styled-components';
import { Duration, theme } from '@openshiur/ui';
import type { FullPost } from '@/features/post/full-post';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { learningReferenceLinks } from './learning-references';
import { sidebarBox } from './sidebar-box';

/** Shiurim on the same daf, parsha or topic, or by the same teachers (Post.related). */
export function RelatedShiurim({ related }: { related: FullPost['related'] }) {
  if (related.length === 0) return null;
  return (
    <Box aria-labelledby="related-heading" data-related="">
      <h2 id="related-heading">Related shiurim</h2>
      <List>
        {related.map((post) => {
          const reference = learningReferenceLinks(post.learning)[0];
          return (
            <li key={post.id}>
              <Title href={`/p/${post.id}`}>{post.title}</Title>
              <Meta>
                {[post.authors.map((author) => author.plainName).join(', '), reference?.label, post.mediaType]
                  .filter(Boolean)
                  .join(' · ')}
                {post.durationSeconds ? (
                  <>
                    {' · '}
                    <Duration seconds={post.durationSeconds} />
                  </>
                ) : null}
              </Meta>
            </li>
          );
        })}
      </List>
    </Box>
  );
}

const Box = styled.section`
  ${sidebarBox}
`;

const List = styled.ul`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Title = styled(Link)`
  color: ${theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Meta = styled.p`
  margin: ${theme.space.xs} 0 0;
  font-size: 0.8125rem;
  color: ${theme.colors.muted};
`;
