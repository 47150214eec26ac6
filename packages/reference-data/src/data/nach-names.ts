/**
 * Names of the 34 books of Nach in the order of the Hebrew Bible (hand-curated; chapter counts and
 * Hebrew names are generated into nach.generated.ts).
 *
 * `name` is the English name as Sefaria writes it (and as `allNach` entries read: "II Chronicles 36");
 * `transliterated` is the common Ashkenazi-leaning transliteration of the Hebrew name; `hebcal` is
 * @hebcal/learning's name where it differs ("Nachum").
 */
export interface NachNameRecord {
  readonly name: string;
  readonly transliterated: string;
  readonly section: 'Neviim' | 'Kesuvim';
  readonly hebcal?: string;
  readonly variants: readonly string[];
}

type Row = [name: string, transliterated: string, variants: string[], hebcal?: string];

function section(section: NachNameRecord['section'], rows: readonly Row[]): NachNameRecord[] {
  return rows.map(([name, transliterated, variants, hebcal]) => ({
    name,
    transliterated,
    section,
    variants,
    ...(hebcal ? { hebcal } : {}),
  }));
}

export const nachNameRecords: readonly NachNameRecord[] = [
  ...section('Neviim', [
    ['Joshua', 'Yehoshua', ['Yehoshuah']],
    ['Judges', 'Shoftim', ['Shofetim']],
    ['I Samuel', 'Shmuel I', ['1 Samuel', 'Shmuel Aleph', 'Samuel 1']],
    ['II Samuel', 'Shmuel II', ['2 Samuel', 'Shmuel Beis', 'Samuel 2']],
    ['I Kings', 'Melachim I', ['1 Kings', 'Melachim Aleph', 'Kings 1']],
    ['II Kings', 'Melachim II', ['2 Kings', 'Melachim Beis', 'Kings 2']],
    ['Isaiah', 'Yeshayahu', ['Yeshaya', 'Yeshayah']],
    ['Jeremiah', 'Yirmiyahu', ['Yirmiya', 'Yirmeyahu']],
    ['Ezekiel', 'Yechezkel', ['Yehezkel', 'Yechezkiel']],
    ['Hosea', 'Hoshea', ['Hoshaya']],
    ['Joel', 'Yoel', []],
    ['Amos', 'Amos', []],
    ['Obadiah', 'Ovadiah', ['Ovadia', 'Ovadya']],
    ['Jonah', 'Yonah', ['Yona']],
    ['Micah', 'Michah', ['Micha', 'Mikha']],
    ['Nahum', 'Nachum', ['Nahum'], 'Nachum'],
    ['Habakkuk', 'Chavakuk', ['Havakuk', 'Habakuk']],
    ['Zephaniah', 'Tzefaniah', ['Tzefanya', 'Tsefania']],
    ['Haggai', 'Chaggai', ['Chagai', 'Hagai']],
    ['Zechariah', 'Zechariah', ['Zecharya', 'Zekharia']],
    ['Malachi', 'Malachi', ['Malakhi']],
  ]),
  ...section('Kesuvim', [
    ['Psalms', 'Tehillim', ['Tehilim', 'Tehilem']],
    ['Proverbs', 'Mishlei', ['Mishle']],
    ['Job', 'Iyov', ['Iyyov', 'Eyov']],
    ['Song of Songs', 'Shir HaShirim', ['Song of Solomon', 'Shir Hashirim']],
    ['Ruth', 'Rus', ['Rut']],
    ['Lamentations', 'Eichah', ['Eicha', 'Eikha']],
    ['Ecclesiastes', 'Koheles', ['Kohelet', 'Qohelet']],
    ['Esther', 'Esther', ['Ester']],
    ['Daniel', 'Daniel', []],
    ['Ezra', 'Ezra', []],
    ['Nehemiah', 'Nechemiah', ['Nechemia', 'Nehemia']],
    ['I Chronicles', 'Divrei HaYamim I', ['1 Chronicles', 'Divrei Hayamim Aleph', 'Chronicles 1']],
    ['II Chronicles', 'Divrei HaYamim II', ['2 Chronicles', 'Divrei Hayamim Beis', 'Chronicles 2']],
  ]),
];
