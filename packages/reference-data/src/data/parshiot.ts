/**
 * The 54 parshiot in Torah order (hand-curated, not generated).
 *
 * - `name`: the site's spelling; it matches the spec's double-parsha names ("Tazria-Metzorah",
 *   "Acharei Mot-Kedoshim").
 * - `hebrewName`: unpointed, as @hebcal/core's Hebrew locale gives it with the vowel points
 *   removed and the maqaf written as a space (cross-checked in tests).
 * - `hebcal` / `sefaria`: the names those sources use (hebcal's order is cross-checked in tests).
 * - `ashkenazi` / `sephardi`: other common transliterations, plus full-spelling (ktiv male) Hebrew.
 */
export interface ParshaNameRecord {
  readonly name: string;
  readonly hebrewName: string;
  readonly hebcal: string;
  readonly sefaria: string;
  readonly ashkenazi: readonly string[];
  readonly sephardi: readonly string[];
  readonly hebrewVariants?: readonly string[];
}

export interface ChumashRecord {
  /** Transliterated name, as the spec gives it. */
  readonly name: string;
  readonly hebrewName: string;
  readonly englishName: string;
  readonly ashkenazi: readonly string[];
  readonly parshiot: readonly ParshaNameRecord[];
}

type Row = [
  name: string,
  hebrewName: string,
  hebcal: string,
  sefaria: string,
  ashkenazi: string[],
  sephardi: string[],
  hebrewVariants?: string[],
];

function rows(list: readonly Row[]): ParshaNameRecord[] {
  return list.map(([name, hebrewName, hebcal, sefaria, ashkenazi, sephardi, hebrewVariants]) => ({
    name,
    hebrewName,
    hebcal,
    sefaria,
    ashkenazi,
    sephardi,
    ...(hebrewVariants ? { hebrewVariants } : {}),
  }));
}

export const chumashRecords: readonly ChumashRecord[] = [
  {
    name: 'Bereshit',
    hebrewName: 'בראשית',
    englishName: 'Genesis',
    ashkenazi: ['Bereishis', 'Breishis'],
    parshiot: rows([
      ['Bereshit', 'בראשית', 'Bereshit', 'Bereshit', ['Bereishis', 'Breishis'], ['Bereishit', 'Bereisheet', 'Beresheet']],
      ['Noach', 'נח', 'Noach', 'Noach', [], ['Noah']],
      ['Lech Lecha', 'לך לך', 'Lech-Lecha', 'Lech Lecha', ['Lech Lecho'], ['Lekh Lekha']],
      ['Vayera', 'וירא', 'Vayera', 'Vayera', ['Vayeira'], ['Vayeira']],
      ['Chayei Sarah', 'חיי שרה', 'Chayei Sara', 'Chayei Sara', ['Chayei Soroh'], ['Hayei Sarah', 'Hayei Sara']],
      ['Toldot', 'תולדות', 'Toldot', 'Toldot', ['Toldos'], ['Toledot']],
      ['Vayetzei', 'ויצא', 'Vayetzei', 'Vayetzei', ['Vayeitzei', 'Vayeitzeh'], ['Vayetse', 'Vayetze']],
      ['Vayishlach', 'וישלח', 'Vayishlach', 'Vayishlach', [], ['Vayishlah']],
      ['Vayeshev', 'וישב', 'Vayeshev', 'Vayeshev', ['Vayeishev'], ['Vayeshev']],
      ['Miketz', 'מקץ', 'Miketz', 'Miketz', ['Mikeitz'], ['Mikets']],
      ['Vayigash', 'ויגש', 'Vayigash', 'Vayigash', [], []],
      ['Vayechi', 'ויחי', 'Vayechi', 'Vayechi', [], ['Vayehi']],
    ]),
  },
  {
    name: 'Shemot',
    hebrewName: 'שמות',
    englishName: 'Exodus',
    ashkenazi: ['Shemos', 'Shmos'],
    parshiot: rows([
      ['Shemot', 'שמות', 'Shemot', 'Shemot', ['Shemos', 'Shmos'], ['Shmot']],
      ['Vaera', 'וארא', 'Vaera', 'Vaera', ["Va'eira", 'Vaeira'], ["Va'era"]],
      ['Bo', 'בא', 'Bo', 'Bo', [], []],
      ['Beshalach', 'בשלח', 'Beshalach', 'Beshalach', [], ['Beshalah']],
      ['Yitro', 'יתרו', 'Yitro', 'Yitro', ['Yisro'], []],
      ['Mishpatim', 'משפטים', 'Mishpatim', 'Mishpatim', [], []],
      ['Terumah', 'תרומה', 'Terumah', 'Terumah', [], ['Teruma']],
      ['Tetzaveh', 'תצוה', 'Tetzaveh', 'Tetzaveh', [], ['Tetsave', 'Tetzave']],
      ['Ki Tisa', 'כי תשא', 'Ki Tisa', 'Ki Tisa', ['Ki Sisa'], ['Ki Tissa']],
      ['Vayakhel', 'ויקהל', 'Vayakhel', 'Vayakhel', [], []],
      ['Pekudei', 'פקודי', 'Pekudei', 'Pekudei', [], ['Pekude']],
    ]),
  },
  {
    name: 'Vayikra',
    hebrewName: 'ויקרא',
    englishName: 'Leviticus',
    ashkenazi: [],
    parshiot: rows([
      ['Vayikra', 'ויקרא', 'Vayikra', 'Vayikra', [], []],
      ['Tzav', 'צו', 'Tzav', 'Tzav', [], ['Tsav']],
      ['Shemini', 'שמיני', 'Shmini', 'Shmini', [], ['Shmini']],
      ['Tazria', 'תזריע', 'Tazria', 'Tazria', [], []],
      ['Metzorah', 'מצרע', 'Metzora', 'Metzora', ['Metzora'], ['Metsora'], ['מצורע']],
      ['Acharei Mot', 'אחרי מות', 'Achrei Mot', 'Achrei Mot', ['Acharei Mos', 'Achrei Mos'], ['Aharei Mot', 'Achrei Mot']],
      ['Kedoshim', 'קדשים', 'Kedoshim', 'Kedoshim', [], [], ['קדושים']],
      ['Emor', 'אמור', 'Emor', 'Emor', [], []],
      ['Behar', 'בהר', 'Behar', 'Behar', [], []],
      ['Bechukotai', 'בחקתי', 'Bechukotai', 'Bechukotai', ['Bechukosai'], ['Behukotai'], ['בחוקותי', 'בחוקתי']],
    ]),
  },
  {
    name: 'Bamidbar',
    hebrewName: 'במדבר',
    englishName: 'Numbers',
    ashkenazi: [],
    parshiot: rows([
      ['Bamidbar', 'במדבר', 'Bamidbar', 'Bamidbar', [], ['Bemidbar']],
      ['Nasso', 'נשא', 'Nasso', 'Nasso', ['Naso'], ['Naso']],
      ["Beha'alotcha", 'בהעלתך', "Beha'alotcha", "Beha'alotcha", ["Beha'aloscha", 'Behaaloscha'], ['Behaalotekha', 'Behaalotecha'], ['בהעלותך']],
      ['Shelach', 'שלח לך', "Sh'lach", "Sh'lach", ['Shlach', 'Shelach Lecha'], ['Shelah', 'Shlach Lecha'], ['שלח']],
      ['Korach', 'קרח', 'Korach', 'Korach', [], ['Korah'], ['קורח']],
      ['Chukat', 'חקת', 'Chukat', 'Chukat', ['Chukas'], ['Hukat', 'Chukkat'], ['חוקת']],
      ['Balak', 'בלק', 'Balak', 'Balak', [], []],
      ['Pinchas', 'פינחס', 'Pinchas', 'Pinchas', [], ['Pinhas'], ['פנחס']],
      ['Matot', 'מטות', 'Matot', 'Matot', ['Matos'], []],
      ['Masei', 'מסעי', 'Masei', 'Masei', ["Mas'ei"], ["Mas'ei", 'Masse']],
    ]),
  },
  {
    name: 'Devarim',
    hebrewName: 'דברים',
    englishName: 'Deuteronomy',
    ashkenazi: [],
    parshiot: rows([
      ['Devarim', 'דברים', 'Devarim', 'Devarim', [], ['Dvarim']],
      ['Vaetchanan', 'ואתחנן', 'Vaetchanan', 'Vaetchanan', ["Va'eschanan", 'Vaeschanan'], ['Vaethanan']],
      ['Eikev', 'עקב', 'Eikev', 'Eikev', [], ['Ekev']],
      ["Re'eh", 'ראה', "Re'eh", "Re'eh", [], ["Re'e"]],
      ['Shoftim', 'שופטים', 'Shoftim', 'Shoftim', [], ['Shofetim']],
      ['Ki Teitzei', 'כי תצא', 'Ki Teitzei', 'Ki Teitzei', ['Ki Seitzei', 'Ki Setzei'], ['Ki Tetse', 'Ki Tetzei', 'Ki Tetze']],
      ['Ki Tavo', 'כי תבוא', 'Ki Tavo', 'Ki Tavo', ['Ki Savo'], []],
      ['Nitzavim', 'נצבים', 'Nitzavim', 'Nitzavim', [], ['Nitsavim'], ['ניצבים']],
      ['Vayeilech', 'וילך', 'Vayeilech', 'Vayeilech', [], ['Vayelech', 'Vayelekh']],
      ["Ha'azinu", 'האזינו', "Ha'azinu", "Ha'Azinu", [], []],
      ['Vezot Haberachah', 'וזאת הברכה', 'Vezot Haberakhah', "V'Zot HaBerachah", ['Vezos Haberachah', 'Vezos Habrocho'], ['Vezot Haberakha']],
    ]),
  },
];
