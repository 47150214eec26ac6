import type { ReactNode } from 'react';
import { Frame } from '@/features/chrome/server/Frame';

// Sign-in pages have no header or topic footer: nothing in their frame depends on the viewer.
export default function Layout({ children }: { children: ReactNode }) {
  return <Frame kind="login" rendering="cached">{children}</Frame>;
}
