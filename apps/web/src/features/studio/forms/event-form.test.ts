import { describe, expect, it } from 'vitest';
import { instantOfWallTime } from '@/lib/zoned-date';
import { eventInputOf, eventTimeErrors, eventValuesOf } from './event-form';

const zone = 'America/New_York';
const instantOf = (wallTime: string) => instantOfWallTime(wallTime, zone);

describe('the event form', () => {
  it('shows and sends times in the site time zone', () => {
    const values = eventValuesOf(
      { id: '4', title: 'Sample siyum', slug: 's', description: null, location: null, startsAt: '2030-01-02T00:30:00.000Z', endsAt: null, url: null, image: null, updatedAt: '2030-01-01T00:00:00.000Z', status: 'Published', signupsOpen: true, capacity: 40, confirmedSeats: 0, waitlistedSeats: 0 },
      zone,
    );
    expect(values).toMatchObject({ id: '4', startsAt: '2030-01-01T19:30', endsAt: '', status: 'Published', signupsOpen: 'yes', capacity: '40' });
    expect(eventInputOf({ ...values, title: ' Sample siyum ' }, instantOf)).toMatchObject({ title: 'Sample siyum', startsAt: '2030-01-02T00:30:00.000Z', endsAt: null, status: 'Published', signupsOpen: true, capacity: 40 });
    // An unticked box is absent from the form; a blank capacity is no limit.
    expect(eventInputOf({ ...values, signupsOpen: undefined, capacity: ' ' }, instantOf)).toMatchObject({ signupsOpen: false, capacity: null });
  });

  it('reports a missing or unreadable time beside its field before anything is sent', () => {
    expect(eventTimeErrors({ startsAt: '' }, instantOf)).toEqual({ startsAt: 'Give the time it starts' });
    expect(eventTimeErrors({ startsAt: 'soon', endsAt: '2030-13-01T10:00' }, instantOf)).toEqual({ startsAt: 'Not a date and time', endsAt: 'Not a date and time' });
    expect(eventTimeErrors({ startsAt: '2030-01-01T10:00' }, instantOf)).toEqual({});
    expect(eventTimeErrors({ startsAt: '2030-01-01T10:00', capacity: 'forty' }, instantOf)).toEqual({ capacity: 'A whole number of seats, or empty for no limit' });
  });
});
