import styled, { css } from 'styled-components';
import type { PostSummaryFragment } from '@openshiur/graphql';
import { Duration, media, theme } from '@openshiur/ui';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { formatDate } from '@/lib/format';
import { learningReferenceLabel } from '@/components/shiur-lists/learning-reference';
import { AuthorNames } from './AuthorName';
import { MediaTypeIcon } from './MediaTypeIcon';

export interface ShiurRowOptions {
  /** Leave out the series link (on the series' own page it says nothing new). */
  hideSeries?: boolean;
}

/**
 * One shiur in a list, compact enough to scan dozens: the media type, the title, who teaches it, the
 * series, what it teaches (daf, mishnah, parsha…), and on the right its length and date.
 *
 * The row is plain markup with class names; its look is `shiurRowStyles`, written once by the list
 * around it (ShiurList, or ShiurRowScope for a row on its own). Styled components in server components
 * write a style tag per element, and a page of rows would otherwise carry a hundred of them.
 */
export function ShiurRow({ post, hideSeries = false }: { post: PostSummaryFragment } & ShiurRowOptions) {
  const reference = learningReferenceLabel(post.learning);
  const showSeries = post.series && !hideSeries;
  return (
    <div className="shiur-row" data-shiur-row>
      <span className="shiur-row__kind" data-kind={post.mediaType}>
        <MediaTypeIcon type={post.mediaType} />
      </span>
      <div className="shiur-row__main">
        <Link className="shiur-row__title" href={`/p/${post.id}`}>
          {post.title}
        </Link>
        {post.authors.length > 0 || showSeries || reference ? (
          <p className="shiur-row__details">
            {post.authors.length > 0 ? (
              <span>
                <AuthorNames authors={post.authors} />
              </span>
            ) : null}
            {showSeries ? (
              <span>
                <span className="visually-hidden">Series: </span>
                <Link href={`/series/${post.series!.id}`}>{post.series!.name}</Link>
              </span>
            ) : null}
            {reference ? (
              <span data-reference={reference.text}>
                <span className="visually-hidden">Learning: </span>
                {reference.href ? <Link href={reference.href}>{reference.text}</Link> : reference.text}
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
      <p className="shiur-row__facts">
        {post.durationSeconds ? (
          <span>
            <span className="visually-hidden">Length </span>
            <Duration seconds={post.durationSeconds} />
          </span>
        ) : null}
        {post.publishedAt ? (
          <time dateTime={post.publishedAt} data-published>
            {formatDate(post.publishedAt)}
          </time>
        ) : null}
      </p>
    </div>
  );
}

/** The look of `.shiur-row`, for the element that holds the rows. */
export const shiurRowStyles = css`
  .shiur-row {
    display: grid;
    grid-template-columns: 36px minmax(0, 1fr) auto;
    gap: ${theme.space.sm} ${theme.space.md};
    align-items: start;
    padding: 12px 0;
  }
  .shiur-row__kind {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: 36px;
    border-radius: ${theme.radii.round};
    color: ${theme.colors.primary};
    background: ${theme.colors.surfaceMuted};
  }
  .shiur-row__main {
    min-width: 0;
  }
  .shiur-row__title {
    font-weight: 600;
    line-height: 1.35;
    color: ${theme.colors.text};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  .shiur-row__title:hover {
    color: ${theme.colors.primary};
    text-decoration: underline;
  }
  /* Authors · series · reference: separators drawn by CSS and kept silent for screen readers. */
  .shiur-row__details {
    margin: 2px 0 0;
    font-size: 0.875rem;
    color: ${theme.colors.muted};
  }
  .shiur-row__details > span + span::before {
    content: '·' / '';
    margin: 0 6px;
  }
  .shiur-row__details a {
    color: inherit;
    /* A 24px-high tap target (WCAG 2.5.8; Lighthouse's target-size flagged the daf links of rows
       one above the other) without changing the line: an inline box's vertical padding does not
       move the line box. */
    padding-block: 4px;
  }
  .shiur-row__details a:hover {
    color: ${theme.colors.primary};
  }
  .shiur-row__facts {
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: 2px;
    margin: 0;
    font-size: 0.8125rem;
    color: ${theme.colors.muted};
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  ${media.narrow} {
    .shiur-row {
      grid-template-columns: 32px minmax(0, 1fr);
    }
    .shiur-row__kind {
      width: 32px;
      height: 32px;
    }
    .shiur-row__facts {
      grid-column: 2;
      flex-direction: row;
      gap: ${theme.space.md};
    }
  }
`;

/** Styles one row shown on its own, outside a list. */
export const ShiurRowScope = styled.div`
  ${shiurRowStyles}
`;
