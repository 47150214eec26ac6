import type { ReactNode } from 'react';
import { Frame } from '@/features/chrome/server/Frame';

export default function Layout({ children }: { children: ReactNode }) {
  return <Frame kind="livestream">{children}</Frame>;
}
