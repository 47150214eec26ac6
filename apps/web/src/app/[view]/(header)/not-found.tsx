import type { Metadata } from 'next';
import { ErrorPage } from '@/features/chrome/errors/ErrorPage';
import { errorTitle } from '@/features/chrome/errors/status-code';

export const metadata: Metadata = { title: { absolute: errorTitle(404) }, robots: { index: false } };

/** notFound() inside this frame: the frame is already drawn, so only the error body is rendered. */
export default function NotFound() {
  return <ErrorPage statusCode={404} />;
}
