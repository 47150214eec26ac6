// GENERATED FILE: do not edit by hand.
// Regenerate with `pnpm --filter @openshiur/reference-data generate` (scripts/generate-data.ts).
// Source: @hebcal/learning bavli.json, amudim.json and dafYomiBase DAF_OFFSETS (BSD-2-Clause).

import type { DafYomiCountRow } from './daf-yomi-types';

/**
 * Per masechta of the Daf Yomi cycle, in cycle order: dafim (days), amudim, and first/last daf.
 * Meilah includes Kinnim, Tamid and Midos, which the cycle learns as its continuation (daf 2-37).
 */
export const dafYomiCountRows: readonly DafYomiCountRow[] = [
  { name: 'Berachos', dafBlat: 63, dafAmud: 125, firstDaf: 2, lastDaf: 64 },
  { name: 'Shabbos', dafBlat: 156, dafAmud: 312, firstDaf: 2, lastDaf: 157 },
  { name: 'Eruvin', dafBlat: 104, dafAmud: 207, firstDaf: 2, lastDaf: 105 },
  { name: 'Pesachim', dafBlat: 120, dafAmud: 240, firstDaf: 2, lastDaf: 121 },
  { name: 'Shekalim', dafBlat: 21, dafAmud: 42, firstDaf: 2, lastDaf: 22 },
  { name: 'Yoma', dafBlat: 87, dafAmud: 173, firstDaf: 2, lastDaf: 88 },
  { name: 'Succah', dafBlat: 55, dafAmud: 110, firstDaf: 2, lastDaf: 56 },
  { name: 'Beitzah', dafBlat: 39, dafAmud: 78, firstDaf: 2, lastDaf: 40 },
  { name: 'Rosh Hashanah', dafBlat: 34, dafAmud: 67, firstDaf: 2, lastDaf: 35 },
  { name: 'Taanis', dafBlat: 30, dafAmud: 59, firstDaf: 2, lastDaf: 31 },
  { name: 'Megilah', dafBlat: 31, dafAmud: 61, firstDaf: 2, lastDaf: 32 },
  { name: 'Moed Katan', dafBlat: 28, dafAmud: 55, firstDaf: 2, lastDaf: 29 },
  { name: 'Chagiga', dafBlat: 26, dafAmud: 51, firstDaf: 2, lastDaf: 27 },
  { name: 'Yevamos', dafBlat: 121, dafAmud: 242, firstDaf: 2, lastDaf: 122 },
  { name: 'Kesuvos', dafBlat: 111, dafAmud: 222, firstDaf: 2, lastDaf: 112 },
  { name: 'Nedarim', dafBlat: 90, dafAmud: 180, firstDaf: 2, lastDaf: 91 },
  { name: 'Nazir', dafBlat: 65, dafAmud: 130, firstDaf: 2, lastDaf: 66 },
  { name: 'Sotah', dafBlat: 48, dafAmud: 96, firstDaf: 2, lastDaf: 49 },
  { name: 'Gitin', dafBlat: 89, dafAmud: 178, firstDaf: 2, lastDaf: 90 },
  { name: 'Kidushin', dafBlat: 81, dafAmud: 162, firstDaf: 2, lastDaf: 82 },
  { name: 'Bava Kama', dafBlat: 118, dafAmud: 236, firstDaf: 2, lastDaf: 119 },
  { name: 'Bava Metzia', dafBlat: 118, dafAmud: 235, firstDaf: 2, lastDaf: 119 },
  { name: 'Bava Basra', dafBlat: 175, dafAmud: 350, firstDaf: 2, lastDaf: 176 },
  { name: 'Sanhedrin', dafBlat: 112, dafAmud: 224, firstDaf: 2, lastDaf: 113 },
  { name: 'Makos', dafBlat: 23, dafAmud: 46, firstDaf: 2, lastDaf: 24 },
  { name: 'Shevuos', dafBlat: 48, dafAmud: 96, firstDaf: 2, lastDaf: 49 },
  { name: 'Avodah Zarah', dafBlat: 75, dafAmud: 150, firstDaf: 2, lastDaf: 76 },
  { name: 'Horayos', dafBlat: 13, dafAmud: 25, firstDaf: 2, lastDaf: 14 },
  { name: 'Zevachim', dafBlat: 119, dafAmud: 238, firstDaf: 2, lastDaf: 120 },
  { name: 'Menachos', dafBlat: 109, dafAmud: 217, firstDaf: 2, lastDaf: 110 },
  { name: 'Chulin', dafBlat: 141, dafAmud: 281, firstDaf: 2, lastDaf: 142 },
  { name: 'Bechoros', dafBlat: 60, dafAmud: 119, firstDaf: 2, lastDaf: 61 },
  { name: 'Erchin', dafBlat: 33, dafAmud: 65, firstDaf: 2, lastDaf: 34 },
  { name: 'Temurah', dafBlat: 33, dafAmud: 65, firstDaf: 2, lastDaf: 34 },
  { name: 'Kerisus', dafBlat: 27, dafAmud: 54, firstDaf: 2, lastDaf: 28 },
  {
    name: 'Meilah',
    dafBlat: 36,
    dafAmud: 72,
    firstDaf: 2,
    lastDaf: 37,
    parts: [
      { name: 'Meilah', firstDaf: 2, lastDaf: 22 },
      { name: 'Kinnim', firstDaf: 23, lastDaf: 25 },
      { name: 'Tamid', firstDaf: 26, lastDaf: 33 },
      { name: 'Midos', firstDaf: 34, lastDaf: 37 },
    ],
  },
  { name: 'Nidah', dafBlat: 72, dafAmud: 143, firstDaf: 2, lastDaf: 73 },
];
