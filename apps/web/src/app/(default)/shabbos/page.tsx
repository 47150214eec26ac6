import type { Metadata } from 'next';
import { FilteredPostsPage } from '@/components/content/FilteredPostsPage';

export const metadata: Metadata = { title: 'Shabbos' };

export default function ShabbosPage() {
  return (
    <FilteredPostsPage
      title="Shabbos"
      intro="Shiurim on the weekly parsha to bring to the Shabbos table."
      filter={{ topic: 'Parsha' }}
    />
  );
}
