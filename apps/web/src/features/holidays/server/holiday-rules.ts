import 'server-only';
import { months } from '@hebcal/core';
import type { Holiday } from '@openshiur/reference-data';

/** A day of the Hebrew year: `month` in @hebcal/core's numbering (Nisan 1 … Adar II 13). */
export interface HebrewDay {
  month: number;
  day: number;
}

/**
 * How a holiday (or a special day) shows in the Hebrew calendar.
 *
 * - `events`: the days on which @hebcal/core lists an event whose name matches; consecutive days
 *   make one occurrence (Pesach I … VIII is one Pesach, a two-day Rosh Chodesh is one). `inIsrael`
 *   replaces the pattern for the Israeli calendar where hebcal names the day differently. A fast
 *   has `setOn`, its date in the calendar, so that a fast observed on another day can say so.
 * - `span`: from one Hebrew date to another, for periods hebcal does not mark (The Three Weeks).
 */
export type DayRule =
  | { kind: 'events'; events: RegExp; inIsrael?: RegExp; setOn?: HebrewDay; needsOmer?: boolean }
  | { kind: 'span'; from: HebrewDay; to: HebrewDay };

/**
 * Every holiday of reference-data's list, mapped to @hebcal/core's events. The patterns name
 * hebcal's event descriptions exactly, so "Pesach Sheni", "Purim Katan", "Rosh Hashana
 * LaBehemot" and the evening "Chanukah: 1 Candle" (the eve of the first day) stay out.
 */
export const holidayRules: Readonly<Record<Holiday, DayRule>> = {
  Chanukah: { kind: 'events', events: /^Chanukah: ([2-8] Candles|8th Day)$/ },
  "Fast of Asarah B'Tevet": { kind: 'events', events: /^Asara B'Tevet$/, setOn: { month: months.TEVET, day: 10 } },
  HaChodesh: { kind: 'events', events: /^Shabbat HaChodesh$/ },
  "Lag B'Omer": { kind: 'events', events: /^Lag BaOmer$/ },
  Parah: { kind: 'events', events: /^Shabbat Parah$/ },
  Pesach: { kind: 'events', events: /^Pesach (I|II|III|IV|V|VI|VII|VIII)\b/ },
  Purim: { kind: 'events', events: /^Purim$/ },
  'Rosh Chodesh': { kind: 'events', events: /^Rosh Chodesh / },
  'Rosh Hashana': { kind: 'events', events: /^Rosh Hashana (\d{4}|II)$/ },
  'Sefirat HaOmer': { kind: 'events', events: /^Omer \d+$/, needsOmer: true },
  'Shabbos HaGadol': { kind: 'events', events: /^Shabbat HaGadol$/ },
  'Shabbos Shuva': { kind: 'events', events: /^Shabbat Shuva$/ },
  Shavuot: { kind: 'events', events: /^Shavuot( I| II)?$/ },
  Shekalim: { kind: 'events', events: /^Shabbat Shekalim$/ },
  // In Israel Simchat Torah is celebrated on Shmini Atzeret, the name hebcal gives that day there.
  'Simchat Torah': { kind: 'events', events: /^Simchat Torah$/, inIsrael: /^Shmini Atzeret$/ },
  Sukkot: { kind: 'events', events: /^Sukkot (I|II|III|IV|V|VI|VII)\b/ },
  'The Three Weeks': { kind: 'span', from: { month: months.TAMUZ, day: 17 }, to: { month: months.AV, day: 9 } },
  "Tisha b'Av": { kind: 'events', events: /^Tish'a B'Av( \(observed\))?$/, setOn: { month: months.AV, day: 9 } },
  "Tu b'Av": { kind: 'events', events: /^Tu B'Av$/ },
  "Tu B'Shevat": { kind: 'events', events: /^Tu BiShvat$/ },
  "Yom Ha'atzmaut": { kind: 'events', events: /^Yom HaAtzma'ut$/ },
  'Yom Kippur': { kind: 'events', events: /^Yom Kippur$/ },
  'Yom Yerushalayim': { kind: 'events', events: /^Yom Yerushalayim$/ },
  Zachor: { kind: 'events', events: /^Shabbat Zachor$/ },
};

/** The fast of Gedalia (not a holiday of the list, but it has its own page), set on 3 Tishrei. */
export const tzomGedaliaRule: DayRule = {
  kind: 'events',
  events: /^Tzom Gedaliah$/,
  setOn: { month: months.TISHREI, day: 3 },
};
