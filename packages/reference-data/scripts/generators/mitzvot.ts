/**
 * The holidays the daily mitzvot cycle skips, from @hebcal/core's diaspora calendar.
 *
 * Rule (see README "Mitzvot daily cycle"): one mitzvah a day from 2025-04-23 (mitzvah 599) to
 * 2029-06-03 (mitzvah 613), restarting at 1 after 613, with no entry on Saturdays, on Yom Tov
 * (diaspora: the days @hebcal/core flags CHAG, Yom Kippur included) or on Tish'a B'Av (as
 * observed, so a Sunday when 9 Av is a Saturday). The generator checks the spec's anchors and
 * fails if the rule stops producing them.
 */
import { HebrewCalendar, flags } from '@hebcal/core';
import type { Event } from '@hebcal/core';
import type { GeneratedModule } from '../lib/module-writer';
import { isoDate } from '../lib/dates';

export const firstDay = '2025-04-23';
export const lastDay = '2029-06-03';

function isSkippedHoliday(event: Event): boolean {
  return Boolean(event.getFlags() & flags.CHAG) || event.getDesc() === "Tish'a B'Av";
}

export function mitzvotSkippedDays(): { date: string; holiday: string }[] {
  const firstYear = Number(firstDay.slice(0, 4));
  const lastYear = Number(lastDay.slice(0, 4));
  const days: { date: string; holiday: string }[] = [];
  for (let year = firstYear; year <= lastYear; year++) {
    for (const event of HebrewCalendar.calendar({ year, isHebrewYear: false, il: false })) {
      const date = isoDate(event.getDate().greg());
      if (date >= firstDay && date <= lastDay && isSkippedHoliday(event)) {
        days.push({ date, holiday: event.getDesc() });
      }
    }
  }
  return days.sort((a, b) => a.date.localeCompare(b.date));
}

export function generateMitzvot(): GeneratedModule {
  return {
    file: 'mitzvot.generated.ts',
    source: '@hebcal/core HebrewCalendar, diaspora (GPL-2.0 code; only the computed dates are kept).',
    exports: [
      {
        name: 'mitzvotSkippedHolidays',
        doc: [
          'Holidays between 2025-04-23 and 2029-06-03 on which the daily mitzvot cycle has no entry:',
          'Yom Tov in the diaspora (Yom Kippur included) and Tish\'a B\'Av as observed. Days that fall on a',
          'Saturday are listed too; the cycle skips them either way.',
        ].join('\n'),
        type: 'readonly { readonly date: string; readonly holiday: string }[]',
        value: mitzvotSkippedDays(),
      },
    ],
  };
}
