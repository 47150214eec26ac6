import { describe, expect, it } from 'vitest';
import { footerColumns, seriesOfTopic } from './topic-columns';

const series = [
  { id: '1', name: 'Zevachim Iyun', topics: ['Gemara'] },
  { id: '2', name: 'amud Yomi', topics: ['Gemara', 'Halacha'] },
  { id: '3', name: 'Parsha Insights', topics: ['Parsha'] },
  { id: '4', name: 'Mishna Brief', topics: ['Mishna'] },
];

describe('topic columns', () => {
  it('sorts series of a topic by name ascending, ignoring case', () => {
    expect(seriesOfTopic(series, 'Gemara').map((s) => s.name)).toEqual(['amud Yomi', 'Zevachim Iyun']);
  });
  it('follows the spec column indices', () => {
    const columns = footerColumns(series);
    expect(columns.map((column) => column.map((group) => group.topic))).toEqual([
      ['Gemara'],
      ['Parsha', 'Mishna'],
      ['Nach', 'Mitzvot', 'Kashrut', 'Halacha'],
      ['Machshava', 'Tefillah'],
    ]);
    expect(columns[1]?.[1]?.series.map((s) => s.id)).toEqual(['4']);
  });
});
