'use client';
import { useBrowserStore } from '@openshiur/ui/client';

const never = () => () => {};

/**
 * The origin the page is on (`https://…`), for absolute addresses when the site's public address is
 * not configured (no SITE_URL). Pages are cached for every visitor, so only the browser knows it:
 * `null` on the server and while the page hydrates.
 */
export function useBrowserOrigin(): string | null {
  return useBrowserStore(
    never,
    () => window.location.origin,
    () => null,
  );
}
