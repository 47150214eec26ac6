import { describe, expect, it } from 'vitest';
import { icsLineProblems, icsValue, readIcs } from '@/features/learning/ics-reader';
import { eventIcsDocument, eventsFeedDocument } from './event-ics';

const site = { url: 'https://learn.example.org', name: 'Sample Site' };
const event = {
  id: '12',
  title: 'Sample Shiur: Hilchos Shabbos, part 2',
  description: '<p>Sample event for the demo site.</p>',
  location: 'Sample Hall; Room 3',
  startsAt: '2026-11-25T23:30:00.000Z',
  endsAt: null,
  url: 'https://events.example.org/register',
};

describe('eventIcsDocument', () => {
  const text = eventIcsDocument(event, site, new Date('2026-11-01T12:00:00Z'));
  const calendar = readIcs(text);
  const [vevent] = calendar.components;

  it('is one timed event in a PUBLISH calendar, valid line by line', () => {
    expect(icsLineProblems(text)).toEqual([]);
    expect(icsValue(calendar, 'METHOD')).toBe('PUBLISH');
    expect(calendar.components).toHaveLength(1);
    expect(vevent!.name).toBe('VEVENT');
  });

  it('has a stable UID at the site’s host, UTC times (an hour when there is no end) and the page’s URL', () => {
    expect(icsValue(vevent!, 'UID')).toBe('event-12@learn.example.org');
    expect(icsValue(vevent!, 'DTSTART')).toBe('20261125T233000Z');
    expect(icsValue(vevent!, 'DTEND')).toBe('20261126T003000Z');
    expect(icsValue(vevent!, 'DTSTAMP')).toBe('20261101T120000Z');
    expect(icsValue(vevent!, 'URL')).toBe('https://learn.example.org/events/12');
  });

  it('carries the title, location and a plain-text description with the links', () => {
    expect(icsValue(vevent!, 'SUMMARY')).toBe('Sample Shiur: Hilchos Shabbos, part 2');
    expect(icsValue(vevent!, 'LOCATION')).toBe('Sample Hall; Room 3');
    expect(icsValue(vevent!, 'DESCRIPTION')).toBe(
      'Sample event for the demo site.\n\nDetails and registration: https://events.example.org/register\n\nOn the site: https://learn.example.org/events/12',
    );
  });
});

describe('eventsFeedDocument', () => {
  it('names the calendar, asks for a daily refresh and keeps one UID per event', () => {
    const text = eventsFeedDocument(
      [event, { ...event, id: '13', endsAt: '2026-11-26T02:00:00.000Z' }],
      site,
      '2026-11-20',
    );
    expect(icsLineProblems(text)).toEqual([]);
    const calendar = readIcs(text);
    expect(icsValue(calendar, 'X-WR-CALNAME')).toBe('Sample Site events');
    expect(icsValue(calendar, 'REFRESH-INTERVAL')).toBe('P1D');
    const events = calendar.components.filter((component) => component.name === 'VEVENT');
    expect(events.map((entry) => icsValue(entry, 'UID'))).toEqual(['event-12@learn.example.org', 'event-13@learn.example.org']);
    expect(icsValue(events[1]!, 'DTEND')).toBe('20261126T020000Z');
    expect(icsValue(events[0]!, 'DTSTAMP')).toBe('20261120T000000Z');
  });
});
