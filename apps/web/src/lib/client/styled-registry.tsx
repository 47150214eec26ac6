'use client';
import { useState, type ReactElement, type ReactNode } from 'react';
import { useServerInsertedHTML } from 'next/navigation';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';

/**
 * Collects the CSS of client components during server rendering and streams it into the HTML
 * (server components get their style tags from styled-components itself, hoisted and de-duplicated
 * by React: see patches/styled-components@6.6.0.patch).
 */
export function StyledComponentsRegistry({ children }: { children: ReactNode }) {
  const [sheet] = useState(() => new ServerStyleSheet());

  useServerInsertedHTML(() => {
    const styles = sheet.getStyleElement().filter((style) => firstTimeThisFlush(cssOf(style)));
    sheet.instance.clearTag();
    return <>{styles}</>;
  });

  if (typeof window !== 'undefined') return <>{children}</>;
  return <StyleSheetManager sheet={sheet.instance}>{children}</StyleSheetManager>;
}

function cssOf(style: ReactElement): string {
  return (style.props as { dangerouslySetInnerHTML?: { __html?: string } }).dangerouslySetInnerHTML?.__html ?? '';
}

/**
 * The CSS already written by this flush of inserted HTML. A prerender renders the layout more than
 * once, and Next keeps each render's inserted-HTML callback, so two registries holding the same
 * sheet each wrote it: 7.6 KB written twice into every page's head. Next calls the callbacks of a
 * flush one after another without yielding, so what one flush wrote is forgotten at the next
 * microtask, before any other request's flush can run.
 */
let writtenThisFlush: Set<string> | null = null;

function firstTimeThisFlush(css: string): boolean {
  if (!css) return false;
  if (!writtenThisFlush) {
    writtenThisFlush = new Set();
    queueMicrotask(() => {
      writtenThisFlush = null;
    });
  }
  if (writtenThisFlush.has(css)) return false;
  writtenThisFlush.add(css);
  return true;
}
