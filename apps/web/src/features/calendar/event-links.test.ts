import { describe, expect, it } from 'vitest';
import { eventDetails, eventTimes, googleCalendarEventUrl } from './event-links';

const event = {
  id: '7',
  title: 'Sample Siyum & Dinner',
  description: '<p>Sample event for the demo site.</p><p>All welcome.</p>',
  location: 'Sample Hall, 1 Example Street',
  startsAt: '2026-11-25T23:30:00.000Z',
  endsAt: '2026-11-26T01:00:00.000Z',
  url: '/contact?event=sample-siyum',
};

describe('googleCalendarEventUrl', () => {
  it('fills in Google Calendar’s event template with UTC times', () => {
    const url = new URL(googleCalendarEventUrl(event, 'https://learn.example.org'));
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Sample Siyum & Dinner');
    expect(url.searchParams.get('dates')).toBe('20261125T233000Z/20261126T010000Z');
    expect(url.searchParams.get('location')).toBe('Sample Hall, 1 Example Street');
    expect(url.searchParams.get('details')).toBe(
      'Sample event for the demo site.\n\nAll welcome.\n\n' +
        'Details and registration: https://learn.example.org/contact?event=sample-siyum\n\n' +
        'On the site: https://learn.example.org/events/7',
    );
  });

  it('gives an event without an end one hour, and leaves out a missing location', () => {
    const url = new URL(googleCalendarEventUrl({ id: 3, title: 'Shiur', startsAt: '2026-03-08T06:30:00Z' }, 'https://x.example'));
    expect(url.searchParams.get('dates')).toBe('20260308T063000Z/20260308T073000Z');
    expect(url.searchParams.has('location')).toBe(false);
  });

  it('cuts a very long description', () => {
    const url = new URL(googleCalendarEventUrl({ ...event, description: 'word '.repeat(1000) }, 'https://x.example'));
    expect(url.searchParams.get('details')!.length).toBeLessThanOrEqual(1000);
  });
});

describe('eventTimes and eventDetails', () => {
  it('reads the times, defaulting the end', () => {
    expect(eventTimes({ startsAt: '2026-01-01T10:00:00Z' }).end.toISOString()).toBe('2026-01-01T11:00:00.000Z');
  });

  it('does not repeat the event page when the event’s link is the page', () => {
    expect(eventDetails({ id: 1, title: 't', startsAt: '2026-01-01T10:00:00Z', url: '/events/1' }, 'https://x.example')).toBe(
      'On the site: https://x.example/events/1',
    );
  });
});
