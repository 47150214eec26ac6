import type { Metadata } from 'next';
import { ErrorPage } from '@/features/chrome/errors/ErrorPage';
import { errorTitle } from '@/features/chrome/errors/status-code';

export const metadata: Metadata = { title: { absolute: errorTitle(403) }, robots: { index: false } };

/** forbidden() inside this frame (a reader opening the studio): the error body, with a 403 status. */
export default function Forbidden() {
  return <ErrorPage statusCode={403} />;
}
