import styled from 'styled-components';
import { Duration, theme } from '@openshiur/ui';
import type { FullPost } from '@/features/post/full-post';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { formatDate } from '@/lib/format';
import { learningReferenceLinks } from './learning-references';

/**
 * The facts under the title: what it teaches (daf, mishna, parsha, chapter: linked), the kind of
 * shiur, its length, language and date. Printed with the article.
 */
export function PostFacts({ post }: { post: FullPost }) {
  const references = learningReferenceLinks(post.learning);
  return (
    <Facts data-post-facts="">
      {references.map((reference) => (
        <Fact key={reference.kind} data-learning-reference={reference.kind}>
          <dt>{reference.kind}</dt>
          <dd>
            <Link href={reference.href}>{reference.label}</Link>
          </dd>
        </Fact>
      ))}
      <Fact>
        <dt>Format</dt>
        <dd>
          {post.mediaType}
          {post.postType ? ` · ${post.postType}` : ''}
        </dd>
      </Fact>
      {post.durationSeconds ? (
        <Fact>
          <dt>Length</dt>
          <dd>
            <Duration seconds={post.durationSeconds} />
          </dd>
        </Fact>
      ) : null}
      {post.language && post.language !== 'English' ? (
        <Fact>
          <dt>Language</dt>
          <dd>{post.language}</dd>
        </Fact>
      ) : null}
      {post.publishedAt ? (
        <Fact>
          <dt>Published</dt>
          <dd>
            <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
          </dd>
        </Fact>
      ) : null}
    </Facts>
  );
}

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.lg};
  margin: 0;
  font-size: 0.9375rem;
`;

const Fact = styled.div`
  dt {
    font-size: 0.75rem;
    font-weight: 600;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
  }
  a {
    color: ${theme.colors.primary};
    font-weight: 600;
  }
`;
