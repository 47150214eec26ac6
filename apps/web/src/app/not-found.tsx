import type { Metadata } from 'next';
import { Frame } from '@/features/chrome/server/Frame';
import { ErrorPage } from '@/features/chrome/errors/ErrorPage';
import { errorTitle } from '@/features/chrome/errors/status-code';

export const metadata: Metadata = { title: { absolute: errorTitle(404) }, robots: { index: false } };

/** Unknown addresses: the spec's 404 page, in the blog-style frame, with HTTP 404. */
export default async function NotFound() {
  // Prerendered and shared by every visitor, so its frame is the signed-out one (no address matched:
  // there is no per-request render to send a signed-in visitor to).
  return (
    <Frame kind="blog" rendering="cached">
      <ErrorPage statusCode={404} />
    </Frame>
  );
}
