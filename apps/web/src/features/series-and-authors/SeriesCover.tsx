import type { CSSProperties } from 'react';
import { css } from 'styled-components';
import { media, theme } from '@openshiur/ui';
import { env } from '@/env';
import { avatarImageSrc, imageServiceFrom } from '@/lib/images';
import { coverColour, coverInitials } from '@/features/series-and-authors/series-cover';

/**
 * A series' square picture. Stored pictures follow the avatar rules (a full address or an
 * image-service public id); without one, a cover in the topic's colour with the name's initials.
 * Decorative: the series' name is always written beside it. Plain markup styled by
 * `seriesCoverStyles` in the element around it (one style tag for a whole grid of covers).
 */
export function SeriesCover({
  name,
  image,
  topics,
  size,
  narrowSize = size,
}: {
  name: string;
  image: string | null | undefined;
  topics: readonly string[];
  /** Shown size in pixels; the picture is fetched at twice it for sharp screens. */
  size: 64 | 128;
  /** Shown size below the 960px breakpoint. */
  narrowSize?: number;
}) {
  const src = avatarImageSrc(image, imageServiceFrom(env.IMAGE_SERVICE_URL), size * 2);
  const style = { background: coverColour(topics), '--cover-size': `${size}px`, '--cover-narrow-size': `${narrowSize}px` } as CSSProperties;
  return (
    <span className="series-cover" style={style} aria-hidden="true" data-series-cover={src ? 'picture' : 'initials'}>
      {src ? (
        // The address already goes through the image service or Next's optimizer (lib/images.ts).
        // eslint-disable-next-line @next/next/no-img-element
        <img src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />
      ) : (
        coverInitials(name)
      )}
    </span>
  );
}

export const seriesCoverStyles = css`
  .series-cover {
    --cover-shown: var(--cover-size);
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: var(--cover-shown);
    height: var(--cover-shown);
    overflow: hidden;
    border-radius: ${theme.radii.medium};
    color: #ffffff;
    font-size: calc(var(--cover-shown) * 0.36);
    font-weight: 700;
    letter-spacing: 0.03em;
    line-height: 1;
    user-select: none;
  }
  .series-cover img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  ${media.narrow} {
    .series-cover {
      --cover-shown: var(--cover-narrow-size);
    }
  }
`;
