import type { Metadata } from 'next';
import { FilteredPostsPage } from '@/components/content/FilteredPostsPage';

export const metadata: Metadata = { title: "Tisha b'Av" };

export default function TishaBavPage() {
  return (
    <FilteredPostsPage
      title="Tisha b'Av"
      intro="Kinnos, the laws of the day and the lessons of the churban."
      filter={{ holiday: "Tisha b'Av" }}
    />
  );
}
