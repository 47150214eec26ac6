import type { Metadata } from 'next';
import { ErrorPage } from '@/features/chrome/errors/ErrorPage';
import { errorTitle } from '@/features/chrome/errors/status-code';

export const metadata: Metadata = { title: { absolute: errorTitle(403) }, robots: { index: false } };

/**
 * The 403 page's body, for forbidden() here and in the studio (studio/forbidden.tsx). Kept to the
 * segments that can be forbidden: Next writes a layout's fallbacks into every page beneath it.
 */
export default function Forbidden() {
  return <ErrorPage statusCode={403} />;
}
