import { SiteLink as Link } from '@/components/navigation/SiteLink';
import type { GetPostQuery } from '@openshiur/graphql';
import { formatDate, formatDuration } from '@/lib/format';
import { AuthorNames } from './AuthorName';

export type FullPost = NonNullable<GetPostQuery['post']>;

/** One shiur: details, media and the sanitized body. Plain here; the learning-pages work designs it. */
export function PostView({ post }: { post: FullPost }) {
  return (
    <article>
      <h1>{post.title}</h1>
      <p>
        {post.authors.length > 0 ? (
          <>
            By <AuthorNames authors={post.authors} /> ·{' '}
          </>
        ) : null}
        {post.mediaType}
        {post.durationSeconds ? ` · ${formatDuration(post.durationSeconds)}` : ''}
        {post.publishedAt ? ` · ${formatDate(post.publishedAt)}` : ''}
      </p>
      {post.series ? (
        <p>
          Series: <Link href={`/series/${post.series.id}`}>{post.series.name}</Link>
        </p>
      ) : null}
      {post.learning.masechta && post.learning.masechtaSlug && post.learning.daf ? (
        <p>
          Daf Yomi:{' '}
          <Link href={`/dafyomi/${post.learning.masechtaSlug}/${post.learning.daf}`}>
            {post.learning.masechta} {post.learning.daf}
            {post.learning.amud ?? ''}
          </Link>
        </p>
      ) : null}
      {post.audioUrl ? <audio controls preload="none" src={post.audioUrl} data-print="hide" /> : null}
      {post.videoUrl ? <video controls preload="none" src={post.videoUrl} width={640} /> : null}
      {post.body ? <div dangerouslySetInnerHTML={{ __html: post.body }} /> : null}
      {post.topics.length > 0 ? (
        <p>
          Topics:{' '}
          {post.topics.map((topic, index) => (
            <span key={topic}>
              {index > 0 ? ', ' : ''}
              <Link href={`/search?topics=${encodeURIComponent(topic)}`}>{topic}</Link>
            </span>
          ))}
        </p>
      ) : null}
      {post.tags.length > 0 ? (
        <p>
          Tags:{' '}
          {post.tags.map((tag, index) => (
            <span key={tag.id}>
              {index > 0 ? ', ' : ''}
              <Link href={`/tag/${tag.slug}`}>{tag.name}</Link>
            </span>
          ))}
        </p>
      ) : null}
    </article>
  );
}
