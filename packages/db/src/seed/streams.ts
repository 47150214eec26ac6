/** Demo live streams: per platform, one coming and one past (none live: nothing local to play). */
import { platforms } from '@openshiur/reference-data';
import type { NewStream } from '../schema';
import { daysFromReference } from './sizes';

export type StreamRow = NewStream & { id: number };

export function buildStreams(): StreamRow[] {
  return platforms.flatMap((platform, index) => {
    const upcomingAt = daysFromReference(400 + index * 7, 19);
    const pastAt = daysFromReference(120 + index * 11, 20);
    return [
      {
        id: index * 2 + 1,
        platform: platform.name,
        title: `Sample live shiur: ${platform.focus}`,
        description: 'A sample stream of the demo site: nothing is broadcast.',
        sourceKind: 'hls' as const,
        source: `/media/sample-stream-${platform.id}/index.m3u8`,
        startsAt: upcomingAt,
        endsAt: new Date(upcomingAt.getTime() + 3_600_000),
        status: 'Upcoming' as const,
        createdAt: daysFromReference(90),
        updatedAt: daysFromReference(90),
      },
      {
        id: index * 2 + 2,
        platform: platform.name,
        title: `Sample past stream: ${platform.focus} review`,
        description: 'A sample stream of the demo site that has ended (no recording kept).',
        sourceKind: 'hls' as const,
        source: `/media/sample-stream-${platform.id}/index.m3u8`,
        startsAt: pastAt,
        endsAt: new Date(pastAt.getTime() + 3_600_000),
        status: 'Ended' as const,
        createdAt: daysFromReference(60),
        updatedAt: daysFromReference(60),
      },
    ];
  });
}
