import 'server-only';
import { ImageResponse } from 'next/og';
import { env } from '@/env';
import { coverColour, coverInitials } from '@/features/series-and-authors/series-cover';

/** Apple's podcast rules: a square JPEG or PNG from 1400 to 3000 pixels a side. */
export const ARTWORK_SIZE = 1400;

/**
 * The square picture of a podcast feed: the series' cover (topic colour and initials, as on its
 * page) with its name and the site's name. Drawn, not stored, so every feed has artwork.
 */
export function podcastArtwork({ title, topics, caption }: { title: string; topics: readonly string[]; caption: string }): ImageResponse {
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: 110,
          background: coverColour(topics),
          color: '#ffffff',
        }}
      >
        <div style={{ display: 'flex', fontSize: 300, fontWeight: 700, letterSpacing: 8 }}>{coverInitials(title)}</div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 36 }}>
          <div style={{ display: 'flex', fontSize: title.length > 40 ? 84 : 104, lineHeight: 1.1 }}>{title}</div>
          <div style={{ display: 'flex', fontSize: 52, opacity: 0.85 }}>{caption}</div>
        </div>
        <div style={{ display: 'flex', fontSize: 56, opacity: 0.85 }}>{env.SITE_NAME}</div>
      </div>
    ),
    {
      width: ARTWORK_SIZE,
      height: ARTWORK_SIZE,
      headers: { 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' },
    },
  );
}
