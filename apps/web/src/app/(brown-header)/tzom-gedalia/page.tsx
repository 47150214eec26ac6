import type { Metadata } from 'next';
import { FilteredPostsPage } from '@/components/content/FilteredPostsPage';

export const metadata: Metadata = { title: 'Tzom Gedalia' };

/** The fast of Gedalia falls in the Ten Days of Repentance: its page gathers the season's shiurim. */
export default function TzomGedaliaPage() {
  return (
    <FilteredPostsPage
      title="Tzom Gedalia"
      intro="The fast of Gedalia and the Ten Days of Repentance between Rosh Hashana and Yom Kippur."
      filter={{ holiday: 'Rosh Hashana' }}
    />
  );
}
