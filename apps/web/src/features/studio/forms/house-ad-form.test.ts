import { describe, expect, it } from 'vitest';
import { instantOfWallTime } from '@/lib/zoned-date';
import { houseAdFormErrors, houseAdInputOf, houseAdValuesOf } from './house-ad-form';

const zone = 'America/New_York';
const instantOf = (wallTime: string) => instantOfWallTime(wallTime, zone);

describe('the house-ad form', () => {
  it('starts a new campaign as a Draft of weight 1', () => {
    expect(houseAdValuesOf(null, zone)).toEqual({ status: 'Draft', weight: '1' });
  });

  it('shows and sends times in the site time zone, blanks as none', () => {
    const values = houseAdValuesOf(
      { id: '3', title: 'Sample drive', body: null, image: null, link: '/donate', sizes: '728x90', status: 'Active', startsAt: '2030-01-02T00:30:00.000Z', endsAt: null, weight: 2, updatedAt: '2030-01-01T00:00:00.000Z' },
      zone,
    );
    expect(values).toMatchObject({ id: '3', startsAt: '2030-01-01T19:30', endsAt: '', sizes: '728x90', weight: '2', body: '' });
    expect(houseAdInputOf({ ...values, sizes: ' ', weight: '' }, instantOf)).toEqual({
      title: 'Sample drive',
      body: null,
      image: null,
      link: '/donate',
      sizes: null,
      status: 'Active',
      startsAt: '2030-01-02T00:30:00.000Z',
      endsAt: null,
      weight: null,
    });
  });

  it('reports an unreadable time or weight beside its field before anything is sent', () => {
    expect(houseAdFormErrors({ startsAt: 'soon', weight: 'heavy' }, instantOf)).toEqual({ startsAt: 'Not a date and time', weight: 'A whole number from 1 to 1,000' });
    expect(houseAdFormErrors({ startsAt: '2030-01-01T10:00', weight: '5' }, instantOf)).toEqual({});
  });
});
