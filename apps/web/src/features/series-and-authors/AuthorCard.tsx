import type { AuthorSummaryFragment } from '@openshiur/graphql';
import { AuthorName } from '@/components/shiur-lists/AuthorName';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { shiurimCount } from '@/lib/counts';
import { AuthorPortrait } from './AuthorPortrait';

/** An author in a grid (CardGrid): picture, name (the link, formatted as stored) and number of shiurim. */
export function AuthorCard({ author, postCount }: { author: AuthorSummaryFragment; postCount: number }) {
  return (
    <div className="catalogue-card" data-author-card>
      <AuthorPortrait author={author} size={64} />
      <div>
        <Link className="catalogue-card__name" href={`/author/${author.id}`} aria-label={author.plainName}>
          <AuthorName author={author} />
        </Link>
        <p className="catalogue-card__meta">{shiurimCount(postCount)}</p>
      </div>
    </div>
  );
}
