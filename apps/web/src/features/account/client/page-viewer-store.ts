'use client';
import { useBrowserStore } from '@openshiur/ui/client';
import { PAGE_VIEWER_ATTRIBUTE, parsePageViewer, type PageViewer } from '../page-viewer';

/**
 * The signed-in visitor of a shared page, as the server spliced it into `<body>` (see
 * ../page-viewer.ts), read once: the attribute belongs to the document the server sent, and a later
 * client-side navigation renders its own viewer parts on the server.
 */
let read = false;
let viewer: PageViewer | null = null;

function currentViewer(): PageViewer | null {
  if (!read) {
    read = true;
    viewer = parsePageViewer(document.body.getAttribute(PAGE_VIEWER_ATTRIBUTE));
  }
  return viewer;
}

const never = () => () => undefined;

/**
 * The spliced viewer: `undefined` while the page hydrates (the server rendered every visitor's page
 * without one, and hydration must draw what it drew), then the viewer or `null`, in a transition.
 */
export function usePageViewer(): PageViewer | null | undefined {
  return useBrowserStore(never, currentViewer, () => undefined);
}
