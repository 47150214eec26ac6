import { describe, expect, it } from 'vitest';
import { pageWindow } from './Pagination';

describe('pageWindow', () => {
  it('shows the first, the last and two on each side of the current page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(10, 50)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 50]);
    expect(pageWindow(4, 50)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 50]);
  });
});
