import { describe, expect, it } from 'vitest';
import { progressLine, progressReporter, tenth } from './progress';

describe('progressLine', () => {
  it('draws the bar, the percentage and the counts', () => {
    expect(progressLine('posts', { done: 35_000, total: 100_000 }, 20)).toBe('[#######·············]  35 % 35,000/100,000 posts');
    expect(progressLine('posts', { done: 0, total: 0 }, 4)).toBe('[####] 100 % 0/0 posts');
  });
});

describe('tenth', () => {
  it('counts whole tenths reached', () => {
    expect(tenth({ done: 9, total: 100 })).toBe(0);
    expect(tenth({ done: 10, total: 100 })).toBe(1);
    expect(tenth({ done: 100, total: 100 })).toBe(10);
  });
});

describe('progressReporter', () => {
  it('writes a line each 10 % when not on a terminal', () => {
    const lines: string[] = [];
    const stream = { isTTY: false, write: (text: string) => lines.push(text) } as unknown as NodeJS.WriteStream;
    const reporter = progressReporter('rows', stream);
    for (let done = 1; done <= 100; done += 1) reporter.update({ done, total: 100 });
    reporter.finish();
    expect(lines).toHaveLength(11);
    expect(lines.every((line) => line.endsWith('\n'))).toBe(true);
  });

  it('redraws one line on a terminal', () => {
    const writes: string[] = [];
    const stream = { isTTY: true, write: (text: string) => writes.push(text) } as unknown as NodeJS.WriteStream;
    const reporter = progressReporter('rows', stream);
    reporter.update({ done: 1, total: 2 });
    reporter.update({ done: 2, total: 2 });
    reporter.finish();
    expect(writes.slice(0, 2).every((text) => text.startsWith('\r'))).toBe(true);
    expect(writes.at(-1)).toBe('\n');
  });
});
