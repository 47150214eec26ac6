'use client';
import { useEffect } from 'react';

/**
 * Sets the tab title from a client error boundary, where no metadata can be exported and a second
 * <title> element would compete with the layout's.
 */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
