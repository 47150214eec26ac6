import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import type { AuthorSummaryFragment } from '@openshiur/graphql';

/**
 * Author names may hold inline markup (the product's search dropdown rules). The API sanitizes them with an inline-only
 * allow-list, so the HTML is safe to render as formatted text.
 */
export function AuthorName({ author }: { author: AuthorSummaryFragment }) {
  return <span dangerouslySetInnerHTML={{ __html: author.name }} />;
}

export function AuthorNames({ authors }: { authors: AuthorSummaryFragment[] }) {
  return (
    <>
      {authors.map((author, index) => (
        <span key={author.id}>
          {index > 0 ? ', ' : ''}
          <Link href={`/author/${author.id}`} aria-label={author.plainName}>
            <AuthorName author={author} />
          </Link>
        </span>
      ))}
    </>
  );
}
