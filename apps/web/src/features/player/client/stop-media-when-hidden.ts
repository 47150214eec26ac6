'use client';
import { useLayoutEffect, type RefObject } from 'react';

/**
 * With Cache Components a page the visitor leaves stays in the document, hidden by React's
 * `<Activity>`, for a quick way back; its effects are cleaned up, its elements are not. A hidden
 * player would play on with no controls in sight, so when the page is hidden this pauses every audio
 * and video inside `container` and blanks every embedded player, and when it is shown again the
 * embeds get their address back (a paused file stays paused: the listener chooses to go on).
 */
export function useStopMediaWhenHidden(container: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    for (const frame of root.querySelectorAll<HTMLIFrameElement>('iframe[data-src-when-shown]')) {
      frame.src = frame.dataset.srcWhenShown!;
      delete frame.dataset.srcWhenShown;
    }
    return () => {
      for (const media of root.querySelectorAll<HTMLMediaElement>('audio, video')) media.pause();
      for (const frame of root.querySelectorAll<HTMLIFrameElement>('iframe')) {
        if (frame.src === 'about:blank') continue;
        frame.dataset.srcWhenShown = frame.src;
        frame.src = 'about:blank';
      }
    };
  }, [container]);
}
