import type { BavliMasechta } from '@openshiur/reference-data';
import { perakimOf } from '@/features/dafyomi/daf-navigation';
import { hebrewNumeral } from '@/server/hebrew-calendar';
import { PerakimList } from '../client/PerakimList';

/** The perakim of a masechta, with their Hebrew numbers worked out on the server. */
export function MasechtaPerakim({ masechta }: { masechta: BavliMasechta }) {
  const perakim = perakimOf(masechta).map((perek) => ({ ...perek, hebrew: hebrewNumeral(perek.perek) }));
  return <PerakimList name={masechta.name} slug={masechta.slug} perakim={perakim} />;
}
