import type { Metadata } from 'next';
import { FilteredPostsPage } from '@/components/content/FilteredPostsPage';

export const metadata: Metadata = { title: 'Tefillah' };

export default function TefillahPage() {
  return (
    <FilteredPostsPage title="Tefillah" intro="Understanding and improving our prayer." filter={{ topic: 'Tefillah' }} />
  );
}
