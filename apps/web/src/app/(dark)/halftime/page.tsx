import type { Metadata } from 'next';
import { FilteredPostsPage } from '@/components/content/FilteredPostsPage';

export const metadata: Metadata = { title: 'Halftime' };

/** Halftime: short clips for a break in the day. */
export default function HalftimePage() {
  return (
    <FilteredPostsPage
      title="Halftime"
      intro="Short shiurim for a break in the day: learn something in the time it takes to have a coffee."
      filter={{ mediaType: 'Video' }}
    />
  );
}
