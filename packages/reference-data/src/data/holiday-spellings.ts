/**
 * Other spellings of the holidays of `holidays` (enumerations.ts), hand-curated: Ashkenazi and
 * Sephardi transliterations, English names, Hebrew, and the name @hebcal/core gives the day
 * (`hebcal`, cross-checked in tests against hebcal's calendar).
 */
import type { Holiday } from '../enumerations';

export interface HolidaySpellingRecord {
  /** @hebcal/core's event name (or its prefix: "Rosh Chodesh Nisan", "Omer 1"); absent for The Three Weeks, which hebcal does not mark. */
  readonly hebcal?: string;
  readonly variants: readonly string[];
}

export const holidaySpellings: Readonly<Record<Holiday, HolidaySpellingRecord>> = {
  Chanukah: { hebcal: 'Chanukah', variants: ['Hanukkah', 'Hanukah', 'Chanuka', 'Channukah', 'Chanukkah', 'חנוכה'] },
  "Fast of Asarah B'Tevet": {
    hebcal: "Asara B'Tevet",
    variants: ["Asara B'Tevet", "Asarah B'Teves", "Asara B'Teves", 'Asarah BeTevet', 'Tenth of Tevet', 'עשרה בטבת'],
  },
  HaChodesh: { hebcal: 'Shabbat HaChodesh', variants: ['Shabbat HaChodesh', 'Shabbos HaChodesh', 'Parashat HaChodesh', 'Parshas HaChodesh', 'שבת החודש'] },
  "Lag B'Omer": { hebcal: 'Lag BaOmer', variants: ['Lag BaOmer', "Lag Ba'omer", 'Lag LaOmer', 'ל״ג בעומר', 'לג בעומר'] },
  Parah: { hebcal: 'Shabbat Parah', variants: ['Shabbat Parah', 'Shabbos Parah', 'Parashat Parah', 'Parshas Parah', 'שבת פרה'] },
  Pesach: { hebcal: 'Pesach', variants: ['Passover', 'Pesah', 'Peisach', 'פסח'] },
  Purim: { hebcal: 'Purim', variants: ['פורים'] },
  'Rosh Chodesh': { hebcal: 'Rosh Chodesh', variants: ['Rosh Hodesh', 'New Month', 'ראש חודש'] },
  'Rosh Hashana': { hebcal: 'Rosh Hashana', variants: ['Rosh Hashanah', 'Rosh HaShana', 'Jewish New Year', 'ראש השנה'] },
  'Sefirat HaOmer': { hebcal: 'Omer', variants: ['Sefiras HaOmer', 'Sefirat Haomer', 'Counting of the Omer', 'Omer', 'ספירת העומר'] },
  'Shabbos HaGadol': { hebcal: 'Shabbat HaGadol', variants: ['Shabbat HaGadol', 'Shabbat Hagadol', 'שבת הגדול'] },
  'Shabbos Shuva': { hebcal: 'Shabbat Shuva', variants: ['Shabbat Shuva', 'Shabbat Shuvah', 'Shabbos Shuvah', 'Shabbos Teshuva', 'שבת שובה'] },
  Shavuot: { hebcal: 'Shavuot', variants: ['Shavuos', 'Shavuoth', 'Shavuous', 'Shavuot', 'Pentecost', 'שבועות'] },
  Shekalim: { hebcal: 'Shabbat Shekalim', variants: ['Shabbat Shekalim', 'Shabbos Shekalim', 'Parashat Shekalim', 'Parshas Shekalim', 'שבת שקלים'] },
  'Simchat Torah': { hebcal: 'Simchat Torah', variants: ['Simchas Torah', 'Simhat Torah', 'שמחת תורה'] },
  Sukkot: { hebcal: 'Sukkot', variants: ['Sukkos', 'Succos', 'Succot', 'Sukkoth', 'Tabernacles', 'סוכות'] },
  'The Three Weeks': { variants: ['Three Weeks', 'Bein HaMetzarim', 'Bein Hametzarim', 'בין המצרים'] },
  "Tisha b'Av": { hebcal: "Tish'a B'Av", variants: ["Tish'a B'Av", 'Tishah BeAv', 'Tisha Beav', "Tisha Ba'av", 'תשעה באב'] },
  "Tu b'Av": { hebcal: "Tu B'Av", variants: ['Tu BeAv', 'Tu Baav', 'ט״ו באב', 'טו באב'] },
  "Tu B'Shevat": { hebcal: 'Tu BiShvat', variants: ['Tu BiShvat', "Tu B'Shvat", 'Tu Bishvat', 'Tu BeShevat', 'ט״ו בשבט', 'טו בשבט'] },
  "Yom Ha'atzmaut": { hebcal: "Yom HaAtzma'ut", variants: ["Yom HaAtzma'ut", 'Yom HaAtzmaut', 'Israel Independence Day', 'יום העצמאות'] },
  'Yom Kippur': { hebcal: 'Yom Kippur', variants: ['Yom Kipur', 'Yom HaKippurim', 'Day of Atonement', 'יום כיפור', 'יום הכיפורים'] },
  'Yom Yerushalayim': { hebcal: 'Yom Yerushalayim', variants: ['Jerusalem Day', 'Yom Yerushalaim', 'יום ירושלים'] },
  Zachor: { hebcal: 'Shabbat Zachor', variants: ['Shabbat Zachor', 'Shabbos Zachor', 'Parashat Zachor', 'Parshas Zachor', 'שבת זכור'] },
};
