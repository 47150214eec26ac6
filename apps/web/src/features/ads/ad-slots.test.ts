import { describe, expect, it } from 'vitest';
import { parseSizeMapping } from './ad-sizes';
import { AD_SLOTS, parseAdSlotIds } from './ad-slots';

describe('parseAdSlotIds', () => {
  it('reads slot names and ad unit paths', () => {
    expect(parseAdSlotIds(' post=/1234/site/post , series = /1234/site/series')).toEqual({ post: '/1234/site/post', series: '/1234/site/series' });
    expect(parseAdSlotIds('')).toEqual({});
  });

  it('names every problem', () => {
    expect(() => parseAdSlotIds('sidebar=/1234/x, post=site/post')).toThrow(
      '"sidebar" is not a slot (post, series, daf, search); "site/post" for post is not an ad unit path like /1234/site/post',
    );
  });
});

describe('AD_SLOTS', () => {
  it('has sizes and a mapping that read', () => {
    for (const slot of Object.values(AD_SLOTS)) expect(parseSizeMapping(slot.sizeMapping).length).toBeGreaterThan(0);
  });
});
