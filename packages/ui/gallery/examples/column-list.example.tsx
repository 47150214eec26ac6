import { ColumnList } from '../../src/index';
import type { LinkItem } from '../../src/index';
import type { ExampleMeta } from '../example';

export const meta: ExampleMeta = {
  title: 'ColumnList',
  description:
    'A list longer than 12 items is split into columns: 13–24 items make 2, more make 3, filled column by column and balanced. Side by side from 960px, stacked below (resize the window).',
};

const names = [
  'Berachos',
  'Shabbos',
  'Eruvin',
  'Pesachim',
  'Shekalim',
  'Yoma',
  'Succah',
  'Beitzah',
  'Rosh Hashanah',
  'Taanis',
  'Megillah',
  'Moed Katan',
  'Chagigah',
  'Yevamos',
  'Kesuvos',
  'Nedarim',
  'Nazir',
  'Sotah',
  'Gittin',
  'Kiddushin',
  'Bava Kama',
  'Bava Metzia',
  'Bava Basra',
  'Sanhedrin',
  'Makkos',
  'Shevuos',
  'Avodah Zarah',
  'Horayos',
  'Zevachim',
  'Menachos',
];

function series(count: number): LinkItem[] {
  return names.slice(0, count).map((name, index) => ({
    href: `/series/${300 + index}`,
    label: `${name} with Rabbi A. Sample`,
  }));
}

export function FiveItems() {
  return <ColumnList label="Five series" items={series(5)} />;
}

export function FourteenItems() {
  return <ColumnList label="Fourteen series" items={series(14)} />;
}

export function ThirtyItems() {
  return <ColumnList label="Thirty series" items={series(30)} />;
}
