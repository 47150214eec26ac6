import { describe, expect, it } from 'vitest';
import { calendarUrls } from './calendar-urls';

describe('calendarUrls', () => {
  it('gives the file, its webcal address and Google Calendar’s add-by-URL link', () => {
    expect(calendarUrls('https://learn.example.org', '/learning/daf-yomi/calendar.ics')).toEqual({
      https: 'https://learn.example.org/learning/daf-yomi/calendar.ics',
      webcal: 'webcal://learn.example.org/learning/daf-yomi/calendar.ics',
      google:
        'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Flearn.example.org%2Flearning%2Fdaf-yomi%2Fcalendar.ics',
    });
    expect(calendarUrls('http://127.0.0.1:3300/', '/x.ics').webcal).toBe(
      'webcal://127.0.0.1:3300/x.ics',
    );
  });
});
