import { describe, expect, it } from 'vitest';
import { orderOptions } from '@openshiur/reference-data';
import { seriesOrderLabel } from './series-order-label';

describe('seriesOrderLabel', () => {
  it('describes every order option, and dates otherwise', () => {
    for (const option of orderOptions) expect(seriesOrderLabel(option)).not.toBe('Oldest first');
    expect(seriesOrderLabel('daf')).toMatch(/Daf Yomi/);
    expect(seriesOrderLabel(null)).toBe('Oldest first');
    expect(seriesOrderLabel('bogus')).toBe('Oldest first');
  });
});
