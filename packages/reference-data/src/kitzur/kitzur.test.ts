import { describe, expect, it } from 'vitest';
import { kitzur, kitzurSimanimCount, seifimInKitzurSiman } from './kitzur';

describe('kitzur', () => {
  it("has 221 simanim and the spec's opening and closing counts", () => {
    expect(kitzurSimanimCount).toBe(221);
    expect(kitzur).toHaveLength(221);
    expect(kitzur.slice(0, 6)).toEqual([7, 9, 8, 6, 17, 11]);
    expect(kitzur.slice(-3)).toEqual([9, 10, 8]);
  });

  it('reports verified counts, null for unverified ones and undefined outside 1–221', () => {
    expect(seifimInKitzurSiman(5)).toBe(17);
    expect(seifimInKitzurSiman(100)).toBeNull();
    expect(seifimInKitzurSiman(0)).toBeUndefined();
    expect(seifimInKitzurSiman(222)).toBeUndefined();
    for (const count of kitzur) if (count !== null) expect(count).toBeGreaterThan(0);
  });
});
