import type { ReactNode } from 'react';
import { renderingOf } from '@/server/page-view';
import { Frame, type FrameKind } from './Frame';
import type { HeaderVariant } from './Header';

/**
 * The layout of a route group under app/[view]: its page frame, drawn for the render the proxy
 * chose (anonymous and cached, or per request with the viewer; see lib/page-view.ts).
 */
export function frameLayout(kind: FrameKind, headerVariant?: HeaderVariant) {
  return async function FrameLayout({ children, params }: { children: ReactNode; params: Promise<{ view: string }> }) {
    return (
      <Frame kind={kind} headerVariant={headerVariant} rendering={await renderingOf(params)}>
        {children}
      </Frame>
    );
  };
}
