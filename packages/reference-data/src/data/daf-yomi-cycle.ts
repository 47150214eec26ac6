/**
 * The 37 masechtot of the Daf Yomi cycle, in cycle order (hand-curated; counts are generated
 * into daf-yomi.generated.ts). Names refer to masechta-names.ts; this file adds only what is
 * specific to the cycle.
 *
 * - `hebcal`: the name @hebcal/learning's `DafYomi` reports (it differs from its Mishna Yomi
 *   names: "Berachot", "Baba Kamma"); cross-checked in tests.
 * - `sefaria`: Sefaria's title where it is not the masechta's own Sefaria name: Shekalim has no
 *   Bavli, and the cycle learns "Jerusalem Talmud Shekalim" (Vilna pagination, daf 2–22).
 * - `covers`: Meilah's span in the cycle (daf 2–37) also covers Kinnim (22b–25a), Tamid
 *   (25b–33b) and Midos (34a–37b), printed as its continuation in the Vilna Shas.
 */
export interface DafYomiCycleRecord {
  readonly name: string;
  readonly hebcal: string;
  readonly sefaria?: string;
  readonly covers?: readonly { readonly name: string; readonly hebcal: string }[];
}

export const dafYomiCycleRecords: readonly DafYomiCycleRecord[] = [
  { name: 'Berachos', hebcal: 'Berachot' },
  { name: 'Shabbos', hebcal: 'Shabbat' },
  { name: 'Eruvin', hebcal: 'Eruvin' },
  { name: 'Pesachim', hebcal: 'Pesachim' },
  { name: 'Shekalim', hebcal: 'Shekalim', sefaria: 'Jerusalem Talmud Shekalim' },
  { name: 'Yoma', hebcal: 'Yoma' },
  { name: 'Succah', hebcal: 'Sukkah' },
  { name: 'Beitzah', hebcal: 'Beitzah' },
  { name: 'Rosh Hashanah', hebcal: 'Rosh Hashana' },
  { name: 'Taanis', hebcal: 'Taanit' },
  { name: 'Megilah', hebcal: 'Megillah' },
  { name: 'Moed Katan', hebcal: 'Moed Katan' },
  { name: 'Chagiga', hebcal: 'Chagigah' },
  { name: 'Yevamos', hebcal: 'Yevamot' },
  { name: 'Kesuvos', hebcal: 'Ketubot' },
  { name: 'Nedarim', hebcal: 'Nedarim' },
  { name: 'Nazir', hebcal: 'Nazir' },
  { name: 'Sotah', hebcal: 'Sotah' },
  { name: 'Gitin', hebcal: 'Gitin' },
  { name: 'Kidushin', hebcal: 'Kiddushin' },
  { name: 'Bava Kama', hebcal: 'Baba Kamma' },
  { name: 'Bava Metzia', hebcal: 'Baba Metzia' },
  { name: 'Bava Basra', hebcal: 'Baba Batra' },
  { name: 'Sanhedrin', hebcal: 'Sanhedrin' },
  { name: 'Makos', hebcal: 'Makkot' },
  { name: 'Shevuos', hebcal: 'Shevuot' },
  { name: 'Avodah Zarah', hebcal: 'Avodah Zarah' },
  { name: 'Horayos', hebcal: 'Horayot' },
  { name: 'Zevachim', hebcal: 'Zevachim' },
  { name: 'Menachos', hebcal: 'Menachot' },
  { name: 'Chulin', hebcal: 'Chullin' },
  { name: 'Bechoros', hebcal: 'Bechorot' },
  { name: 'Erchin', hebcal: 'Arachin' },
  { name: 'Temurah', hebcal: 'Temurah' },
  { name: 'Kerisus', hebcal: 'Keritot' },
  {
    name: 'Meilah',
    hebcal: 'Meilah',
    covers: [
      { name: 'Kinnim', hebcal: 'Kinnim' },
      { name: 'Tamid', hebcal: 'Tamid' },
      { name: 'Midos', hebcal: 'Midot' },
    ],
  },
  { name: 'Nidah', hebcal: 'Niddah' },
];
