import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  allSizes,
  debounce,
  isAdSizeList,
  mediaQueryOf,
  parseAdSizes,
  parseSizeMapping,
  pickSizeRule,
  reservedBox,
  reservedBoxCss,
  sizesForViewport,
  sizesKey,
} from './ad-sizes';

describe('parseAdSizes', () => {
  it('reads "WxH" strings in comma-separated lists, and fluid', () => {
    expect(parseAdSizes('300x250, 336x280')).toEqual([
      { width: 300, height: 250 },
      { width: 336, height: 280 },
    ]);
    expect(parseAdSizes(' 728X90 ,fluid')).toEqual([{ width: 728, height: 90 }, 'fluid']);
  });

  it('names the size it cannot read', () => {
    expect(() => parseAdSizes('300x250, 300by250')).toThrow('"300by250" is not an ad size');
    expect(() => parseAdSizes('0x250')).toThrow('"0x250"');
    expect(() => parseAdSizes(' , ')).toThrow('No ad sizes');
    expect(isAdSizeList('320x50')).toBe(true);
    expect(isAdSizeList('large')).toBe(false);
  });
});

describe('size mapping', () => {
  const rules = parseSizeMapping([
    { minWidth: 960, sizes: '728x90, 970x90' },
    { minWidth: 0, sizes: '320x50' },
    { minWidth: 960, minHeight: 900, sizes: '970x250' },
    { minWidth: 600, sizes: '468x60' },
  ]);

  it('puts the rules in ascending order of min-width, then min-height', () => {
    expect(rules.map((rule) => [rule.minWidth, rule.minHeight])).toEqual([
      [0, 0],
      [600, 0],
      [960, 0],
      [960, 900],
    ]);
  });

  it('picks the rule with the largest min-width, then min-height, that the viewport reaches', () => {
    expect(sizesKey(pickSizeRule(rules, { width: 390, height: 844 })!.sizes)).toBe('320x50');
    expect(sizesKey(pickSizeRule(rules, { width: 600, height: 844 })!.sizes)).toBe('468x60');
    expect(sizesKey(pickSizeRule(rules, { width: 1280, height: 720 })!.sizes)).toBe('728x90,970x90');
    expect(sizesKey(pickSizeRule(rules, { width: 1280, height: 1000 })!.sizes)).toBe('970x250');
  });

  it('falls back to the slot sizes when no rule applies', () => {
    const wideOnly = parseSizeMapping([{ minWidth: 960, sizes: '728x90' }]);
    expect(pickSizeRule(wideOnly, { width: 500, height: 800 })).toBeNull();
    expect(sizesForViewport(parseAdSizes('300x250'), wideOnly, { width: 500, height: 800 })).toEqual([{ width: 300, height: 250 }]);
    expect(sizesForViewport(parseAdSizes('300x250'), wideOnly, { width: 1000, height: 800 })).toEqual([{ width: 728, height: 90 }]);
  });

  it('lists every size once for the ad service', () => {
    expect(sizesKey(allSizes(parseAdSizes('320x50, 728x90'), rules))).toBe('320x50,728x90,468x60,970x90,970x250');
  });
});

describe('the reserved box', () => {
  it('keeps the tallest and widest size of the list; fluid takes the column', () => {
    expect(reservedBox(parseAdSizes('300x250, 336x280'))).toEqual({ width: 336, height: 280 });
    expect(reservedBox(parseAdSizes('fluid, 320x50'))).toEqual({ width: null, height: 250 });
  });

  it('writes one media query per rule after the base, in the order the script picks by', () => {
    const rules = parseSizeMapping([
      { minWidth: 960, minHeight: 700, sizes: '970x250' },
      { minWidth: 0, sizes: '320x50' },
    ]);
    expect(mediaQueryOf(rules[1]!)).toBe('@media (min-width: 960px) and (min-height: 700px)');
    expect(reservedBoxCss(parseAdSizes('300x250'), rules).split('\n')).toEqual([
      'height: 250px; width: 300px;',
      '@media (min-width: 0px) { height: 50px; width: 320px; }',
      '@media (min-width: 960px) and (min-height: 700px) { height: 250px; width: 970px; }',
    ]);
  });
});

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls once, after the wait has passed since the last call', () => {
    const fn = vi.fn();
    const { call } = debounce(fn, 300);
    call(1);
    vi.advanceTimersByTime(200);
    call(2);
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('drops a pending call when cancelled', () => {
    const fn = vi.fn();
    const { call, cancel } = debounce(fn, 300);
    call();
    cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});
