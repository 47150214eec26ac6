/**
 * Names of the 63 masechtot of the Mishnah, by seder (hand-curated, not generated). Every other
 * masechta table (Bavli, Yerushalmi, mishnayot) refers to these records by `name`.
 *
 * Sources:
 * - `name`: the site's own Ashkenazi spelling, as the product specification writes the Daf Yomi
 *   masechtot
 *   ("Berachos", "Succah", "Megilah", "Kidushin", "Erchin", "Nidah").
 * - `hebrewName`: the title as @hebcal/learning's Hebrew locale gives it (cross-checked in tests).
 * - `sefaria`: Sefaria's title, without the "Mishnah " / "Jerusalem Talmud " prefix; it is also
 *   the name @hebcal/learning uses for Mishna Yomi and Yerushalmi Yomi (cross-checked in tests).
 * - `ashkenazi` / `sephardi` / `academic`: further common spellings that lookups accept. Academic
 *   spellings follow Encyclopaedia Judaica / SBL conventions (q for ק, ṣ for צ, ḥ for ח); diacritics
 *   are ignored when matching.
 */
export const sederNames = ['Zeraim', 'Moed', 'Nashim', 'Nezikin', 'Kodashim', 'Tohorot'] as const;
export type SederName = (typeof sederNames)[number];

export interface MasechtaNameRecord {
  readonly name: string;
  readonly hebrewName: string;
  readonly seder: SederName;
  readonly sefaria: string;
  readonly ashkenazi: readonly string[];
  readonly sephardi: readonly string[];
  readonly academic: readonly string[];
}

type Row = [name: string, hebrewName: string, sefaria: string, ashkenazi: string[], sephardi: string[], academic: string[]];

function seder(seder: SederName, rows: readonly Row[]): MasechtaNameRecord[] {
  return rows.map(([name, hebrewName, sefaria, ashkenazi, sephardi, academic]) => ({
    name,
    hebrewName,
    seder,
    sefaria,
    ashkenazi,
    sephardi,
    academic,
  }));
}

export const masechtaNameRecords: readonly MasechtaNameRecord[] = [
  ...seder('Zeraim', [
    ['Berachos', 'ברכות', 'Berakhot', ['Brachos', 'Berochos', 'Brochos'], ['Berachot', 'Brachot', 'Brakhot'], ['Berakhot']],
    ['Peah', 'פאה', 'Peah', ['Peoh'], ["Pe'a", 'Pea'], ['Peʾah']],
    ['Demai', 'דמאי', 'Demai', ['Dmai'], [], []],
    ['Kilayim', 'כלאים', 'Kilayim', ['Kilaim', 'Kilayim'], ['Kilaim'], ['Kilʾayim']],
    ['Sheviis', 'שביעית', 'Sheviit', ['Shviis', 'Shevi\'is'], ['Sheviit', 'Shviit'], ['Shevi‘it', 'Shebiit']],
    ['Terumos', 'תרומות', 'Terumot', ['Trumos'], ['Terumot', 'Trumot'], ['Terumot']],
    ['Maasros', 'מעשרות', 'Maasrot', ["Ma'asros"], ['Maasrot', "Ma'asrot"], ['Maʿaserot', 'Maaserot']],
    ['Maaser Sheni', 'מעשר שני', 'Maaser Sheni', ["Ma'aser Sheini", 'Maaser Sheini'], ["Ma'aser Sheni"], ['Maʿaser Sheni']],
    ['Challah', 'חלה', 'Challah', ['Chalah', 'Chala'], ['Hala', 'Halla', 'Hallah'], ['Ḥallah']],
    ['Orlah', 'ערלה', 'Orlah', ['Orla'], ['Orla'], ['ʿOrlah']],
    ['Bikurim', 'ביכורים', 'Bikkurim', ['Bikkurim'], ['Bikurim'], ['Bikkurim']],
  ]),
  ...seder('Moed', [
    ['Shabbos', 'שבת', 'Shabbat', ['Shabbas', 'Shabos'], ['Shabbat', 'Shabat'], ['Shabbat']],
    ['Eruvin', 'עירובין', 'Eruvin', ['Eiruvin'], ['Erubin'], ['ʿEruvin']],
    ['Pesachim', 'פסחים', 'Pesachim', ['Psachim'], ['Pesahim'], ['Pesaḥim']],
    ['Shekalim', 'שקלים', 'Shekalim', ['Shkalim'], [], ['Sheqalim']],
    ['Yoma', 'יומא', 'Yoma', [], [], []],
    ['Succah', 'סוכה', 'Sukkah', ['Suka', 'Succa'], ['Sukka', 'Sukah'], ['Sukkah']],
    ['Beitzah', 'ביצה', 'Beitzah', ['Beitza', 'Beitzoh', 'Betzah'], ['Beitsa', 'Beitsah', 'Betsa'], ['Beṣah', 'Yom Tov']],
    ['Rosh Hashanah', 'ראש השנה', 'Rosh Hashanah', ['Rosh Hashono'], ['Rosh Hashana'], ['Rosh ha-Shanah']],
    ['Taanis', 'תענית', 'Taanit', ['Taanes', "Ta'anis"], ['Taanit', "Ta'anit"], ['Taʿanit']],
    ['Megilah', 'מגילה', 'Megillah', ['Megila', 'Megilla'], ['Meguila'], ['Megillah']],
    ['Moed Katan', 'מועד קטן', 'Moed Katan', ['Moed Koton'], [], ['Moʿed Qaṭan', 'Moed Qatan']],
    ['Chagiga', 'חגיגה', 'Chagigah', ['Chagigoh'], ['Hagiga', 'Hagigah'], ['Ḥagigah']],
  ]),
  ...seder('Nashim', [
    ['Yevamos', 'יבמות', 'Yevamot', ['Yevomos'], ['Yebamot'], ['Yevamot', 'Yebamoth']],
    ['Kesuvos', 'כתובות', 'Ketubot', ['Kesubos', 'Kesuvot'], ['Ketuvot'], ['Ketubbot', 'Ketuboth']],
    ['Nedarim', 'נדרים', 'Nedarim', [], [], []],
    ['Nazir', 'נזיר', 'Nazir', [], [], []],
    ['Sotah', 'סוטה', 'Sotah', ['Sota'], [], ['Soṭah']],
    ['Gitin', 'גיטין', 'Gittin', [], ['Guitin'], ['Giṭṭin']],
    ['Kidushin', 'קידושין', 'Kiddushin', [], [], ['Qiddushin']],
  ]),
  ...seder('Nezikin', [
    ['Bava Kama', 'בבא קמא', 'Bava Kamma', ['Baba Kama', 'Bava Kamah'], [], ['Bava Qamma', 'Baba Qamma']],
    ['Bava Metzia', 'בבא מציעא', 'Bava Metzia', ['Bava Metziah', 'Baba Metziah'], ['Bava Metsia', 'Baba Metsia'], ['Bava Meṣiʿa', 'Baba Mesia']],
    ['Bava Basra', 'בבא בתרא', 'Bava Batra', ['Baba Basra', 'Bava Basrah'], [], ['Baba Bathra']],
    ['Sanhedrin', 'סנהדרין', 'Sanhedrin', [], [], []],
    ['Makos', 'מכות', 'Makkot', ['Makkos'], ['Makot'], ['Makkoth']],
    ['Shevuos', 'שבועות', 'Shevuot', ['Shvuos'], ['Shevuoth'], ['Shevuʿot', 'Shebuot']],
    ['Eduyos', 'עדיות', 'Eduyot', ['Ediyos', 'Eiduyos'], ['Eduyot', 'Edyot'], ['ʿEduyyot']],
    ['Avodah Zarah', 'עבודה זרה', 'Avodah Zarah', ['Avoda Zara', 'Avodah Zara'], [], ['ʿAvodah Zarah', 'Abodah Zarah']],
    ['Avos', 'אבות', 'Avot', ['Pirkei Avos'], ['Avot', 'Pirkei Avot'], ['Abot']],
    ['Horayos', 'הוריות', 'Horayot', ['Horiyos'], ['Horaiot'], ['Horayoth']],
  ]),
  ...seder('Kodashim', [
    ['Zevachim', 'זבחים', 'Zevachim', [], ['Zevahim', 'Zebahim'], ['Zevaḥim']],
    ['Menachos', 'מנחות', 'Menachot', ['Menochos'], ['Menahot'], ['Menaḥot']],
    ['Chulin', 'חולין', 'Chullin', [], ['Hulin', 'Hullin'], ['Ḥullin']],
    ['Bechoros', 'בכורות', 'Bekhorot', ['Bechores'], ['Bechorot'], ['Bekoroth']],
    ['Erchin', 'ערכין', 'Arakhin', ['Arachin', 'Eruchin'], [], ['ʿArakhin']],
    ['Temurah', 'תמורה', 'Temurah', ['Temura'], [], []],
    ['Kerisus', 'כריתות', 'Keritot', ['Krisus', 'Kereisos'], ['Kritot'], ['Kerithoth']],
    ['Meilah', 'מעילה', 'Meilah', ['Meila', 'Meilo'], [], ['Meʿilah']],
    ['Tamid', 'תמיד', 'Tamid', [], [], []],
    ['Midos', 'מדות', 'Middot', ['Middos', 'מידות'], ['Midot'], []],
    ['Kinnim', 'קינים', 'Kinnim', ['Kinim'], ['Kinnin'], ['Qinnim']],
  ]),
  ...seder('Tohorot', [
    ['Keilim', 'כלים', 'Kelim', ['Kelim'], [], []],
    ['Ohalos', 'אהלות', 'Oholot', ['Oholos', 'Ohelos', 'אוהלות'], ['Ohalot'], []],
    ['Negaim', 'נגעים', 'Negaim', ["Nega'im"], [], ['Negaʿim']],
    ['Parah', 'פרה', 'Parah', ['Poroh'], ['Para'], []],
    ['Taharos', 'טהרות', 'Tahorot', ['Tohoros', 'Teharos'], ['Taharot', 'Tohorot'], ['Ṭohorot']],
    ['Mikvaos', 'מקוואות', 'Mikvaot', ["Mikva'os", 'מקואות'], ['Mikvaot', "Mikva'ot"], ['Miqwaot', 'Miqvaʾot']],
    ['Nidah', 'נדה', 'Niddah', ['Nida', 'Nidda'], [], []],
    ['Machshirin', 'מכשירין', 'Makhshirin', ['Machshirim'], ['Makhshirin'], []],
    ['Zavim', 'זבים', 'Zavim', [], ['Zabim'], []],
    ['Tevul Yom', 'טבול יום', 'Tevul Yom', ['Tvul Yom'], ['Tebul Yom'], ['Ṭevul Yom']],
    ['Yadayim', 'ידים', 'Yadayim', [], [], []],
    ['Uktzin', 'עוקצים', 'Oktzin', ['Uktzim', 'עוקצין'], ['Uktsin', 'Oktsin'], ['ʿUqṣin', 'Uqsin']],
  ]),
];
