import type { ReactNode } from 'react';
import { Frame } from '@/features/chrome/server/Frame';
import { renderingOf } from '@/server/page-view';

/** The default frame with the brown header of the product's header rules (/tefillah, /tzom-gedalia). */
export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ view: string }> }) {
  return <Frame rendering={await renderingOf(params)} kind="default" headerVariant="brown">{children}</Frame>;
}
