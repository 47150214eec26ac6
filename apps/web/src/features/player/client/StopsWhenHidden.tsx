'use client';
import { useRef, type ReactNode } from 'react';
import { useStopMediaWhenHidden } from './stop-media-when-hidden';

/** Stops the players inside when the page is hidden for the way back (see useStopMediaWhenHidden); adds no box. */
export function StopsWhenHidden({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useStopMediaWhenHidden(ref);
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
