import type { Metadata } from 'next';
import { ErrorPage } from '@/features/chrome/errors/ErrorPage';
import { errorTitle } from '@/features/chrome/errors/status-code';

export const metadata: Metadata = { title: { absolute: errorTitle(404) }, robots: { index: false } };

/**
 * The root 404: only the error body, no frame. Next serialises this element into every page's RSC
 * payload (it is the root layout's not-found boundary), so it must stay small. Unknown page
 * addresses never get here: they end in `[view]/(default)/[id]` or `[view]/(blog)/[...unknown]`,
 * whose not-found pages sit inside the full frame. What remains is an address outside the pages
 * (a `[view]` segment the proxy did not make).
 */
export default function NotFound() {
  return <ErrorPage statusCode={404} />;
}
