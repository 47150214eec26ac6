import { describe, expect, it } from 'vitest';
import {
  footerColumns,
  isTopicSeriesBody,
  menuListRows,
  seriesOfTopic,
  summarizeTopics,
  topicFromParam,
  topicSeriesPath,
} from './topic-columns';

const series = [
  { id: '1', name: 'Zevachim Iyun', topics: ['Gemara'] },
  { id: '2', name: 'amud Yomi', topics: ['Gemara', 'Halacha'] },
  { id: '3', name: 'Parsha Insights', topics: ['Parsha'] },
  { id: '4', name: 'Mishna Brief', topics: ['Mishna'] },
  { id: '5', name: 'Bava Kamma', topics: ['Gemara'] },
];

describe('topic columns', () => {
  it('sorts series of a topic by name ascending, ignoring case', () => {
    expect(seriesOfTopic(series, 'Gemara').map((s) => s.name)).toEqual(['amud Yomi', 'Bava Kamma', 'Zevachim Iyun']);
  });

  it('summarizes every topic in reference order: its count and its first series by name', () => {
    const summaries = summarizeTopics(series, 2);
    expect(summaries.map((summary) => summary.topic)).toEqual([
      'Gemara', 'Parsha', 'Nach', 'Mitzvot', 'Kashrut', 'Halacha', 'Machshava', 'Tefillah', 'Mishna',
    ]);
    expect(summaries[0]).toEqual({ topic: 'Gemara', count: 3, first: [{ id: '2', name: 'amud Yomi' }, { id: '5', name: 'Bava Kamma' }] });
    expect(summaries[2]).toEqual({ topic: 'Nach', count: 0, first: [] });
  });

  it('follows the spec column indices', () => {
    const columns = footerColumns(summarizeTopics(series, 8));
    expect(columns.map((column) => column.map((group) => group.topic))).toEqual([
      ['Gemara'],
      ['Parsha', 'Mishna'],
      ['Nach', 'Mitzvot', 'Kashrut', 'Halacha'],
      ['Machshava', 'Tefillah'],
    ]);
    expect(columns[1]?.[1]?.first.map((s) => s.id)).toEqual(['4']);
  });

  it('reserves the rows of the tallest column the menu will show', () => {
    expect(menuListRows(0)).toBe(0);
    expect(menuListRows(12)).toBe(12);
    expect(menuListRows(13)).toBe(7);
    expect(menuListRows(24)).toBe(12);
    expect(menuListRows(25)).toBe(9);
    expect(menuListRows(400)).toBe(134);
  });
});

describe('the topic menu fragment', () => {
  it('has one address per topic', () => {
    expect(topicSeriesPath('Gemara')).toBe('/api/topics/Gemara/series');
  });

  it('accepts only known topics', () => {
    expect(topicFromParam('Halacha')).toBe('Halacha');
    expect(topicFromParam('halacha')).toBeNull();
    expect(topicFromParam('Kabbalah')).toBeNull();
    expect(topicFromParam(undefined)).toBeNull();
  });

  it('checks the body it receives', () => {
    expect(isTopicSeriesBody({ topic: 'Gemara', series: [{ id: '1', name: 'A' }] })).toBe(true);
    expect(isTopicSeriesBody({ topic: 'Gemara', series: [] })).toBe(true);
    expect(isTopicSeriesBody({ topic: 'Nope', series: [] })).toBe(false);
    expect(isTopicSeriesBody({ topic: 'Gemara', series: [{ id: 1, name: 'A' }] })).toBe(false);
    expect(isTopicSeriesBody(null)).toBe(false);
    expect(isTopicSeriesBody('Gemara')).toBe(false);
  });
});
