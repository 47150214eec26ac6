import { describe, expect, it } from 'vitest';
import { RenderStarts } from './render-starts.mjs';

describe('RenderStarts', () => {
  it('answers when the render of an address began, once', () => {
    const starts = new RenderStarts();
    starts.begin('/a', 1_000);
    expect(starts.end('/a', 1_500)).toBe(1_000);
    expect(starts.end('/a', 2_000)).toBe(2_000); // none under way: the store time
  });

  it('keeps the earliest of overlapping renders of one address', () => {
    const starts = new RenderStarts();
    starts.begin('/a', 1_000);
    starts.begin('/a', 1_200);
    expect(starts.end('/a', 1_500)).toBe(1_000);
  });

  it('forgets a render older than five minutes (it failed, or nothing was stored)', () => {
    const starts = new RenderStarts();
    starts.begin('/a', 0);
    expect(starts.end('/a', 300_001)).toBe(300_001);
    starts.begin('/b', 0);
    starts.begin('/b', 400_000); // a new render: the old record had lapsed
    expect(starts.end('/b', 400_100)).toBe(400_000);
  });

  it('holds at most 10,000 addresses, dropping the oldest', () => {
    const starts = new RenderStarts();
    for (let index = 0; index <= 10_000; index += 1) starts.begin(`/series/${index}`, 1_000 + index);
    expect(starts.end('/series/0', 20_000)).toBe(20_000);
    expect(starts.end('/series/1', 20_000)).toBe(1_001);
  });
});
