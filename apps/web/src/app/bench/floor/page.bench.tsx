import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Benchmark floor', robots: { index: false, follow: false } };

/**
 * The framework's floor for `pnpm bench`: a static page served by the same Next server, with no data
 * and no frame. Every page's figures are printed as a ratio to this one.
 */
export default function BenchFloorPage() {
  return <p>floor</p>;
}
