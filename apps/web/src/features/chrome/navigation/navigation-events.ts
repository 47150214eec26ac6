/**
 * A failed navigation is only visible to the error boundary that renders instead of the page:
 * it announces it with this event, and the loading bar turns red.
 */
export const NAVIGATION_FAILED_EVENT = 'openshiur:navigation-failed';

export function announceNavigationFailed(): void {
  window.dispatchEvent(new Event(NAVIGATION_FAILED_EVENT));
}

/**
 * A navigation started in code (`router.push`, e.g. the search field's Enter) rather than by a
 * link click: the loading bar cannot see it, so the code announces it.
 */
export const NAVIGATION_STARTED_EVENT = 'openshiur:navigation-started';

export function announceNavigationStarted(): void {
  window.dispatchEvent(new Event(NAVIGATION_STARTED_EVENT));
}

/**
 * Whether a click on this anchor starts a client-side navigation to another page of this site
 * (and so deserves the loading bar): same origin, same tab, no download, a different path or query.
 */
export function startsClientNavigation(anchor: HTMLAnchorElement, event: MouseEvent, location: Location): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return false;
  }
  if (url.origin !== location.origin) return false;
  return url.pathname !== location.pathname || url.search !== location.search;
}
