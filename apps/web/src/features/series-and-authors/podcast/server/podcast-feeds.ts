import 'server-only';
import {
  GetAuthorFeedDocument,
  GetSeriesFeedDocument,
  type FeedItemFragment,
} from '@openshiur/graphql';
import { env } from '@/env';
import { buildPodcastFeed, enclosureType, type FeedChannel, type FeedEpisode } from '@/features/series-and-authors/podcast/podcast-feed';
import { loadForRoute } from '@/server/load';
import { createMediaLengths } from './media-length';
import { requestOrigin } from '@/server/request-origin';

/** Apple caps nothing, but podcast apps fetch the whole feed on every refresh: the newest 100 episodes. */
export const FEED_EPISODES = 100;

/** Series whose order is the episode number: their feeds are "serial" and number each episode. */
const EPISODE_ORDERS = new Set(['episode_number', 'mitzvot', 'mishnah_brurah', 'hashoneh_halachos']);

const CATEGORY = { text: 'Religion & Spirituality', subcategory: 'Judaism' };

const mediaLengths = createMediaLengths();

/** The origin feeds link to: SITE_URL when configured, else the address the request came to. */
export function feedOrigin(request: Request): string {
  return env.SITE_URL ? new URL(env.SITE_URL).origin : requestOrigin(request.headers, new URL(request.url), env.TRUST_PROXY);
}

/** A route id that names a row, or null (the feed answers 404 without asking the database). */
export function feedIdFrom(value: string): string | null {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? value : null;
}

export function feedNotFound(): Response {
  return new Response('No such feed.\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

function feedResponse(channel: FeedChannel): Response {
  return new Response(buildPodcastFeed(channel), {
    headers: {
      'content-type': 'application/rss+xml; charset=utf-8',
      // Podcast apps poll; a quarter of an hour is fresh enough for a new shiur.
      'cache-control': 'public, max-age=900, stale-while-revalidate=3600',
    },
  });
}

/**
 * Published audio and video posts as episodes: a video post's enclosure is its video, an audio
 * post's its audio; the size comes from media-length.ts (0 when unknown).
 */
async function episodesFrom(
  posts: readonly (FeedItemFragment & { series?: { name: string } | null })[],
  origin: string,
  numbered: boolean,
): Promise<FeedEpisode[]> {
  const withMedia = posts.flatMap((post) => {
    if (post.mediaType === 'Text' || !post.publishedAt) return [];
    const media = post.mediaType === 'Video' ? (post.videoUrl ?? post.audioUrl) : (post.audioUrl ?? post.videoUrl);
    if (!media) return [];
    const url = new URL(media, origin).href;
    return [{ post, url, kind: post.mediaType }];
  });
  const lengths = await mediaLengths.lengthsOf(
    withMedia.map((entry) => entry.url),
    origin,
  );
  return withMedia.map(({ post, url, kind }, index) => ({
    guid: `openshiur-post-${post.id}`,
    title: post.title,
    link: `${origin}/p/${post.id}`,
    description: [post.series ? `${post.series.name}.` : null, post.excerpt].filter(Boolean).join(' ') || null,
    pubDate: new Date(post.publishedAt!),
    author: post.authors.map((author) => author.plainName).join(', ') || null,
    enclosure: { url, length: lengths[index] ?? 0, type: enclosureType(url, kind) },
    durationSeconds: post.durationSeconds,
    episode: numbered ? post.learning.episodeNumber : null,
  }));
}

export async function seriesFeed(request: Request, id: string): Promise<Response> {
  const seriesId = feedIdFrom(id);
  if (!seriesId) return feedNotFound();
  const data = await loadForRoute(GetSeriesFeedDocument, { id: seriesId, first: FEED_EPISODES });
  const { series } = data;
  if (!series) return feedNotFound();
  const origin = feedOrigin(request);
  const numbered = EPISODE_ORDERS.has(series.orderOption ?? '');
  return feedResponse({
    title: series.name,
    link: `${origin}/series/${series.id}`,
    selfUrl: `${origin}/series/${series.id}/feed.xml`,
    description: series.description || `${series.name}: shiurim from ${env.SITE_NAME}.`,
    language: 'en',
    author: series.authors.map((author) => author.plainName).join(', ') || env.SITE_NAME,
    imageUrl: `${origin}/series/${series.id}/artwork.png`,
    category: CATEGORY,
    type: numbered ? 'serial' : 'episodic',
    copyright: `© ${env.SITE_NAME}`,
    episodes: await episodesFrom(
      data.posts.edges.map((edge) => edge.node),
      origin,
      numbered,
    ),
  });
}

export async function authorFeed(request: Request, id: string): Promise<Response> {
  const authorId = feedIdFrom(id);
  if (!authorId) return feedNotFound();
  const data = await loadForRoute(GetAuthorFeedDocument, { id: authorId, first: FEED_EPISODES });
  const { author } = data;
  if (!author) return feedNotFound();
  const origin = feedOrigin(request);
  return feedResponse({
    title: `${author.plainName}: shiurim`,
    link: `${origin}/author/${author.id}`,
    selfUrl: `${origin}/author/${author.id}/feed.xml`,
    description: author.bio || `Shiurim by ${author.plainName} from ${env.SITE_NAME}.`,
    language: 'en',
    author: author.plainName,
    imageUrl: `${origin}/author/${author.id}/artwork.png`,
    category: CATEGORY,
    type: 'episodic',
    copyright: `© ${env.SITE_NAME}`,
    episodes: await episodesFrom(
      data.posts.edges.map((edge) => edge.node),
      origin,
      false,
    ),
  });
}
