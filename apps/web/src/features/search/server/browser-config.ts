import 'server-only';
import { algoliaBrowserConfig } from '@openshiur/search';
import { algoliaConfig, env } from '@/env';
import { imageServiceFrom, type ImageService } from '@/lib/images';
import type { SearchSource } from '../search-source';

/**
 * What the browser's search box may know, read on the server. With Algolia that is the
 * application id, the search-only key and the index names (`algoliaBrowserConfig` leaves the admin
 * key behind); otherwise the box asks the site's own endpoint.
 */
export function browserSearchSource(): SearchSource {
  if (!algoliaConfig) return { kind: 'site' };
  const { appId, searchApiKey, indexes } = algoliaBrowserConfig(algoliaConfig);
  return { kind: 'algolia', appId, searchApiKey, indexNames: { ...indexes } };
}

/** The hosted image service for avatars (`IMAGE_SERVICE_URL`), or null for Next's optimizer. */
export function browserImageService(): ImageService | null {
  return imageServiceFrom(env.IMAGE_SERVICE_URL);
}
