import type { ReactNode } from 'react';
import { Frame } from '@/features/chrome/server/Frame';
import { renderingOf } from '@/server/page-view';

export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ view: string }> }) {
  return <Frame rendering={await renderingOf(params)} kind="header">{children}</Frame>;
}
