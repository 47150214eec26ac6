import { describe, expect, it } from 'vitest';
import { holidays } from '@openshiur/reference-data';
import { holidayBySlug, holidayHref, holidaySlug } from './holiday-slugs';

describe('holiday slugs', () => {
  it('gives every holiday its own slug and finds it back', () => {
    const slugs = holidays.map(holidaySlug);
    expect(new Set(slugs).size).toBe(holidays.length);
    for (const holiday of holidays) expect(holidayBySlug(holidaySlug(holiday))).toBe(holiday);
  });

  it('writes readable slugs and knows no others', () => {
    expect(holidaySlug("Tisha b'Av")).toBe('tisha-bav');
    expect(holidayHref("Fast of Asarah B'Tevet")).toBe('/holidays/fast-of-asarah-btevet');
    expect(holidayBySlug('the-three-weeks')).toBe('The Three Weeks');
    expect(holidayBySlug('Tisha-Bav')).toBeUndefined();
    expect(holidayBySlug('groundhog-day')).toBeUndefined();
  });
});
