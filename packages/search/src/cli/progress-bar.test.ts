import { describe, expect, it } from 'vitest';
import { progressLine, progressPrinter } from './progress-bar';

describe('progressLine', () => {
  it('draws the share done as a bar, a percentage and the counts', () => {
    expect(progressLine({ stage: 'posts', done: 45_000, total: 100_000 })).toBe(
      'posts   [##############................]  45% 45,000/100,000',
    );
    expect(progressLine({ stage: 'authors', done: 0, total: 0 })).toContain('100% 0/0');
  });
});

describe('progressPrinter', () => {
  const stream = (isTTY: boolean) => {
    const written: string[] = [];
    return { written, stream: { isTTY, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream };
  };

  it('writes a line per tenth when the output is not a terminal', () => {
    const { written, stream: out } = stream(false);
    const print = progressPrinter(out);
    for (let done = 0; done <= 1000; done += 50) print({ stage: 'posts', done, total: 1000 });
    expect(written).toHaveLength(11);
    expect(written.at(-1)).toContain('100% 1,000/1,000\n');
  });

  it('redraws one line on a terminal and ends it when the stage is done', () => {
    const { written, stream: out } = stream(true);
    const print = progressPrinter(out);
    print({ stage: 'series', done: 1, total: 2 });
    print({ stage: 'series', done: 2, total: 2 });
    expect(written[0]).toMatch(/^\rseries/);
    expect(written[1]).toMatch(/\n$/);
  });
});
