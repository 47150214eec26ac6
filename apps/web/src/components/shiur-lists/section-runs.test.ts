import { describe, expect, it } from 'vitest';
import { pageOfPosition, sectionRuns } from './section-runs';

const sections = [
  { title: 'Berachos', firstPosition: 1, postCount: 3 },
  { title: 'Shabbos', firstPosition: 4, postCount: 4 },
  { title: 'Other shiurim', firstPosition: 8, postCount: 1 },
];

describe('sectionRuns', () => {
  it('cuts a page where a section begins', () => {
    const runs = sectionRuns(['b1', 'b2', 'b3', 's1'], 1, sections);
    expect(runs.map((run) => [run.section?.title, run.start, run.continued, run.items])).toEqual([
      ['Berachos', 1, false, ['b1', 'b2', 'b3']],
      ['Shabbos', 4, false, ['s1']],
    ]);
  });

  it('marks a section carried over from the previous page', () => {
    const runs = sectionRuns(['s2', 's3', 's4', 'x'], 5, sections);
    expect(runs.map((run) => [run.section?.title, run.sectionIndex, run.start, run.continued, run.items.length])).toEqual([
      ['Shabbos', 1, 5, true, 3],
      ['Other shiurim', 2, 8, false, 1],
    ]);
  });

  it('keeps a page whole when the series has no sections', () => {
    const runs = sectionRuns(['a', 'b'], 21, []);
    expect(runs).toEqual([{ section: null, sectionIndex: -1, continued: false, start: 21, items: ['a', 'b'] }]);
    expect(sectionRuns([], 1, sections)).toEqual([]);
  });
});

describe('pageOfPosition', () => {
  it('finds the page that shows a position', () => {
    expect(pageOfPosition(1, 20)).toBe(1);
    expect(pageOfPosition(20, 20)).toBe(1);
    expect(pageOfPosition(21, 20)).toBe(2);
  });
});
