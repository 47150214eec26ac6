import { LinkList, PlainList } from '../../src/index';
import type { ExampleMeta } from '../example';

export const meta: ExampleMeta = {
  title: 'PlainList and LinkList',
  description:
    'PlainList is an unstyled ul that keeps its list role; LinkList renders LinkItem data as a list of links through `linkAs`.',
};

export function Plain() {
  return (
    <PlainList>
      <li>Gemara</li>
      <li>Halacha</li>
      <li>Parsha</li>
    </PlainList>
  );
}

export function Links() {
  return (
    <LinkList
      aria-label="Halacha series"
      items={[
        { href: '/series/201', label: 'Halacha for Today' },
        { href: '/series/202', label: 'Hilchos Shabbos in Depth' },
        { href: '/series/203', label: 'Kashrus at Home' },
      ]}
    />
  );
}
