// GENERATED FILE: do not edit by hand.
// Regenerate with `pnpm --filter @openshiur/reference-data generate` (scripts/generate-data.ts).
// Source: @hebcal/learning amudim.json (Dirshu Amud Yomi; BSD-2-Clause).

/**
 * The 40 masechtot of the Dirshu Amud Yomi cycle (one amud a day, from 16 October 2023), with
 * the amudim of each. Kinnim, Tamid and Midos are separate entries here.
 */
export const dirshuAmudRows: readonly { readonly name: string; readonly amudim: number }[] = [
  { name: 'Berachos', amudim: 125 },
  { name: 'Shabbos', amudim: 312 },
  { name: 'Eruvin', amudim: 207 },
  { name: 'Pesachim', amudim: 240 },
  { name: 'Shekalim', amudim: 42 },
  { name: 'Yoma', amudim: 173 },
  { name: 'Succah', amudim: 110 },
  { name: 'Beitzah', amudim: 78 },
  { name: 'Rosh Hashanah', amudim: 67 },
  { name: 'Taanis', amudim: 59 },
  { name: 'Megilah', amudim: 61 },
  { name: 'Moed Katan', amudim: 55 },
  { name: 'Chagiga', amudim: 51 },
  { name: 'Yevamos', amudim: 242 },
  { name: 'Kesuvos', amudim: 222 },
  { name: 'Nedarim', amudim: 180 },
  { name: 'Nazir', amudim: 130 },
  { name: 'Sotah', amudim: 96 },
  { name: 'Gitin', amudim: 178 },
  { name: 'Kidushin', amudim: 162 },
  { name: 'Bava Kama', amudim: 236 },
  { name: 'Bava Metzia', amudim: 235 },
  { name: 'Bava Basra', amudim: 350 },
  { name: 'Sanhedrin', amudim: 224 },
  { name: 'Makos', amudim: 46 },
  { name: 'Shevuos', amudim: 96 },
  { name: 'Avodah Zarah', amudim: 150 },
  { name: 'Horayos', amudim: 25 },
  { name: 'Zevachim', amudim: 238 },
  { name: 'Menachos', amudim: 217 },
  { name: 'Chulin', amudim: 281 },
  { name: 'Bechoros', amudim: 119 },
  { name: 'Erchin', amudim: 65 },
  { name: 'Temurah', amudim: 65 },
  { name: 'Kerisus', amudim: 54 },
  { name: 'Meilah', amudim: 41 },
  { name: 'Kinnim', amudim: 6 },
  { name: 'Tamid', amudim: 17 },
  { name: 'Midos', amudim: 8 },
  { name: 'Nidah', amudim: 143 },
];
