// GENERATED FILE: do not edit by hand.
// Regenerate with `pnpm --filter @openshiur/reference-data generate` (scripts/generate-data.ts).
// Source: @hebcal/learning tanakhNumChap.json and he.po (BSD-2-Clause).

/**
 * The 34 books of Nach in the order of the Hebrew Bible, with @hebcal's English name, the unpointed Hebrew name and the chapter count.
 */
export const nachChapterRows: readonly { readonly hebcal: string; readonly hebrewName: string; readonly chapters: number }[] = [
  { hebcal: 'Joshua', hebrewName: 'יהושע', chapters: 24 },
  { hebcal: 'Judges', hebrewName: 'שופטים', chapters: 21 },
  { hebcal: 'I Samuel', hebrewName: 'שמואל א׳', chapters: 31 },
  { hebcal: 'II Samuel', hebrewName: 'שמואל ב׳', chapters: 24 },
  { hebcal: 'I Kings', hebrewName: 'מלכים א׳', chapters: 22 },
  { hebcal: 'II Kings', hebrewName: 'מלכים ב׳', chapters: 25 },
  { hebcal: 'Isaiah', hebrewName: 'ישעיהו', chapters: 66 },
  { hebcal: 'Jeremiah', hebrewName: 'ירמיהו', chapters: 52 },
  { hebcal: 'Ezekiel', hebrewName: 'יחזקאל', chapters: 48 },
  { hebcal: 'Hosea', hebrewName: 'הושע', chapters: 14 },
  { hebcal: 'Joel', hebrewName: 'יואל', chapters: 4 },
  { hebcal: 'Amos', hebrewName: 'עמוס', chapters: 9 },
  { hebcal: 'Obadiah', hebrewName: 'עובדיה', chapters: 1 },
  { hebcal: 'Jonah', hebrewName: 'יונה', chapters: 4 },
  { hebcal: 'Micah', hebrewName: 'מיכה', chapters: 7 },
  { hebcal: 'Nachum', hebrewName: 'נחום', chapters: 3 },
  { hebcal: 'Habakkuk', hebrewName: 'חבקוק', chapters: 3 },
  { hebcal: 'Zephaniah', hebrewName: 'צפניה', chapters: 3 },
  { hebcal: 'Haggai', hebrewName: 'חגי', chapters: 2 },
  { hebcal: 'Zechariah', hebrewName: 'זכריה', chapters: 14 },
  { hebcal: 'Malachi', hebrewName: 'מלאכי', chapters: 3 },
  { hebcal: 'Psalms', hebrewName: 'תהלים', chapters: 150 },
  { hebcal: 'Proverbs', hebrewName: 'משלי', chapters: 31 },
  { hebcal: 'Job', hebrewName: 'איוב', chapters: 42 },
  { hebcal: 'Song of Songs', hebrewName: 'שיר השירים', chapters: 8 },
  { hebcal: 'Ruth', hebrewName: 'רות', chapters: 4 },
  { hebcal: 'Lamentations', hebrewName: 'איכה', chapters: 5 },
  { hebcal: 'Ecclesiastes', hebrewName: 'קהלת', chapters: 12 },
  { hebcal: 'Esther', hebrewName: 'אסתר', chapters: 10 },
  { hebcal: 'Daniel', hebrewName: 'דניאל', chapters: 12 },
  { hebcal: 'Ezra', hebrewName: 'עזרא', chapters: 10 },
  { hebcal: 'Nehemiah', hebrewName: 'נחמיה', chapters: 13 },
  { hebcal: 'I Chronicles', hebrewName: 'דברי הימים א׳', chapters: 29 },
  { hebcal: 'II Chronicles', hebrewName: 'דברי הימים ב׳', chapters: 36 },
];
