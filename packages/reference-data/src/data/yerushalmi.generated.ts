// GENERATED FILE: do not edit by hand.
// Regenerate with `pnpm --filter @openshiur/reference-data generate` (scripts/generate-data.ts).
// Source: @hebcal/learning yerushalmiBase `vilna` (Yerushalmi Yomi, Vilna edition; BSD-2-Clause).

/**
 * The 39 masechtot of the Talmud Yerushalmi in the order of the Yerushalmi Yomi cycle (Vilna
 * edition), with the number of dapim the cycle gives each (one daf a day).
 */
export const yerushalmiRows: readonly { readonly name: string; readonly dapim: number }[] = [
  { name: 'Berachos', dapim: 68 },
  { name: 'Peah', dapim: 37 },
  { name: 'Demai', dapim: 34 },
  { name: 'Kilayim', dapim: 44 },
  { name: 'Sheviis', dapim: 31 },
  { name: 'Terumos', dapim: 59 },
  { name: 'Maasros', dapim: 26 },
  { name: 'Maaser Sheni', dapim: 33 },
  { name: 'Challah', dapim: 28 },
  { name: 'Orlah', dapim: 20 },
  { name: 'Bikurim', dapim: 13 },
  { name: 'Shabbos', dapim: 92 },
  { name: 'Eruvin', dapim: 65 },
  { name: 'Pesachim', dapim: 71 },
  { name: 'Beitzah', dapim: 22 },
  { name: 'Rosh Hashanah', dapim: 22 },
  { name: 'Yoma', dapim: 42 },
  { name: 'Succah', dapim: 26 },
  { name: 'Taanis', dapim: 26 },
  { name: 'Shekalim', dapim: 33 },
  { name: 'Megilah', dapim: 34 },
  { name: 'Chagiga', dapim: 22 },
  { name: 'Moed Katan', dapim: 19 },
  { name: 'Yevamos', dapim: 85 },
  { name: 'Kesuvos', dapim: 72 },
  { name: 'Sotah', dapim: 47 },
  { name: 'Nedarim', dapim: 40 },
  { name: 'Nazir', dapim: 47 },
  { name: 'Gitin', dapim: 54 },
  { name: 'Kidushin', dapim: 48 },
  { name: 'Bava Kama', dapim: 44 },
  { name: 'Bava Metzia', dapim: 37 },
  { name: 'Bava Basra', dapim: 34 },
  { name: 'Shevuos', dapim: 44 },
  { name: 'Makos', dapim: 9 },
  { name: 'Sanhedrin', dapim: 57 },
  { name: 'Avodah Zarah', dapim: 37 },
  { name: 'Horayos', dapim: 19 },
  { name: 'Nidah', dapim: 13 },
];
