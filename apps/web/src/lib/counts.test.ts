import { describe, expect, it } from 'vitest';
import { shiurimCount } from './counts';

describe('shiurimCount', () => {
  it('says shiur for one and shiurim otherwise, with thousands separated', () => {
    expect(shiurimCount(1)).toBe('1 shiur');
    expect(shiurimCount(0)).toBe('0 shiurim');
    expect(shiurimCount(2711)).toBe('2,711 shiurim');
  });
});
