import { TopicFooterColumns } from '../../src/index';
import type { ExampleMeta } from '../example';

export const meta: ExampleMeta = {
  title: 'TopicFooterColumns',
  description:
    'The topic footer’s columns: 4 from 960px, 2 below, 1 under 480px; each topic a section with an h2 and its series.',
};

export function FourColumns() {
  return (
    <TopicFooterColumns
      idPrefix="topic-columns-example"
      columns={[
        [
          {
            topic: 'Gemara',
            href: '/search?topics=Gemara',
            series: [
              { href: '/series/1', label: 'Daf Yomi in Depth' },
              { href: '/series/2', label: 'Gemara for Beginners' },
            ],
          },
        ],
        [
          {
            topic: 'Halacha',
            href: '/search?topics=Halacha',
            series: [{ href: '/series/3', label: 'Halacha for Today' }],
          },
          {
            topic: 'Mishna',
            href: '/search?topics=Mishna',
            series: [{ href: '/series/4', label: 'Mishnah Yomis' }],
          },
        ],
        [
          {
            topic: 'Parsha',
            href: '/search?topics=Parsha',
            series: [{ href: '/series/5', label: 'Parsha in Five Minutes' }],
          },
        ],
        [{ topic: 'Mussar', series: [{ href: '/series/6', label: 'Mesillas Yesharim' }] }],
      ]}
    />
  );
}
