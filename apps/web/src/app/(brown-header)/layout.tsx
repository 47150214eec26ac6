import type { ReactNode } from 'react';
import { Frame } from '@/features/chrome/server/Frame';

/** The default frame with the brown header of the product's header rules (/tefillah, /tzom-gedalia). */
export default function Layout({ children }: { children: ReactNode }) {
  return <Frame kind="default" headerVariant="brown">{children}</Frame>;
}
