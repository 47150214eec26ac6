import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Frame } from '@/components/chrome/Frame';
import { ErrorPage } from '@/components/errors/ErrorPage';
import { errorTitle } from '@/components/errors/status-code';

export const metadata: Metadata = { title: { absolute: errorTitle(404) }, robots: { index: false } };

/** Unknown addresses: the spec's 404 page, in the blog-style frame, with HTTP 404. */
export default async function NotFound() {
  // Rendered per request: the frame shows live data (series, the signed-in user), never a build-time copy.
  await connection();
  return (
    <Frame kind="blog">
      <ErrorPage statusCode={404} />
    </Frame>
  );
}
