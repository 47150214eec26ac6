/**
 * Perek ranges (start daf – end daf) per masechta of the Daf Yomi cycle (hand-curated).
 *
 * Rows from Shekalim to Nidah are the product specification's table of tractate perek ranges,
 * kept character for character, irregular entries included (ends before starts, duplicates). The
 * spec leaves out Berachos, Shabbos, Eruvin and Pesachim; those rows are filled in from the Vilna
 * Shas: a perek's start is the daf on which it opens and its end the daf on which it closes, so a
 * perek that opens on an amud b shares its first daf with the previous perek's last.
 */
export const dafPerakimSource: Readonly<Record<string, string>> = {
  Berachos: '2-13, 13-17, 17-26, 26-30, 30-34, 35-45, 45-51, 51-53, 54-64',
  Shabbos:
    '2-20, 20-36, 36-47, 47-51, 51-56, 57-67, 67-76, 76-82, 82-90, 90-96, 96-102, 102-105, 105-107, 107-111, 111-115, 115-122, 122-126, 126-129, 130-137, 137-141, 141-143, 143-148, 148-153, 153-157',
  Eruvin: '2-17, 17-26, 26-41, 41-52, 52-61, 61-76, 76-82, 82-89, 89-95, 95-105',
  Pesachim: '2-21, 21-42, 42-50, 50-57, 58-65, 65-73, 74-88, 88-92, 92-99, 99-121',
  Shekalim: '2-4, 5-6, 7-8, 9-12, 13-14, 15-18, 19-20, 21-22',
  Yoma: '2-21, 22-27, 28-38, 39-46, 47-61, 62-68, 68-73, 73-88',
  Succah: '2-20, 20-29, 29-42, 42-49, 50-56',
  Beitzah: '2-15, 15-23, 23-29, 29-35, 35-40',
  'Rosh Hashanah': '2-21, 21-25, 25-29, 29-35',
  Taanis: '2-14, 15-18, 18-25, 26-31',
  Megilah: '2-16, 17-20, 21-25, 25-32',
  'Moed Katan': '2-11, 11-13, 13-29',
  Chagiga: '2-11, 11-20, 20-27',
  Yevamos:
    '2-16, 17-25, 26-35, 35-49, 50-53, 53-65, 66-69, 70-83, 84-87, 87-96, 97-100, 101-106, 107-102, 102-104, 104-108, 109-102',
  Kesuvos:
    '2-15, 15-28, 29-41, 41-54, 54-65, 65-69, 70-77, 78-82, 83-89, 90-95, 95-101, 101-104, 104-102',
  Nedarim: '2-13, 13-20, 20-32, 32-45, 45-48, 49-53, 54-59, 60-63, 64-66, 66-78, 79-91',
  Nazir: '2-8, 9-15, 16-20, 20-30, 30-33, 34-46, 47-56, 57-60, 61-66',
  Sotah: '2-13, 14-18, 19-23, 23-27, 27-31, 31-31, 32-41, 42-44, 44-49',
  Gitin: '2-14, 15-23, 24-31, 32-48, 48-62, 62-67, 67-76, 77-81, 82-90',
  Kidushin: '2-40, 41-58, 58-68, 69-82',
  'Bava Kama': '2-16, 17-26, 27-35, 36-45, 46-55, 55-62, 62-83, 83-93, 93-101, 101-109',
  'Bava Metzia': '2-20, 21-33, 33-43, 44-60, 60-75, 75-82, 83-93, 94-102, 103-107, 107-109',
  'Bava Basra': '2-16, 17-27, 28-60, 61-72, 73-91, 92-102, 102-107, 108-109, 109-109, 160-106',
  Sanhedrin: '2-17, 18-22, 23-31, 32-39, 40-42, 42-49, 49-68, 68-74, 75-84, 84-89, 90-103',
  Makos: '2-6, 7-12, 13-24',
  Shevuos: '2-13, 14-19, 19-29, 30-36, 36-38, 38-44, 44-48, 49-49',
  'Avodah Zarah': '2-21, 22-40, 40-49, 49-61, 62-76',
  Horayos: '2-6, 6-9, 9-14',
  Zevachim:
    '2-15, 15-31, 31-36, 36-46, 47-57, 58-65, 66-70, 70-82, 83-91, 92-98, 92-98, 98-105, 106-101, 102-120',
  Menachos:
    '2-12, 13-16, 17-37, 38-52, 52-63, 63-72, 72-76, 76-83, 83-86, 87-93, 94-100, 100-100, 104-110',
  Chulin:
    '2-26, 27-41, 42-67, 68-77, 78-83, 83-89, 89-103, 103-107, 107-109, 130-104, 105-108, 108-102',
  Bechoros: '2-12, 13-19, 19-26, 26-30, 31-36, 37-42, 43-45, 46-52, 53-61',
  Erchin: '2-7, 7-13, 13-16, 17-18, 19-21, 21-23, 24-26, 27-29, 29-29',
  Temurah: '2-13, 14-17, 17-21, 21-24, 24-27, 28-30, 31-34',
  Kerisus: '2-8, 8-11, 11-16, 17-20, 20-23, 23-28',
  Meilah:
    '2-7, 8-10, 10-14, 15-17, 18-19, 20-22, 22-22, 23-23, 24-25, 25-28, 28-29, 30-30, 30-32, 32-32, 33-33, 33-33, 34-34, 34-35, 35-37',
  Nidah: '2-12, 13-20, 21-31, 31-39, 40-47, 48-54, 54-57, 57-59, 59-64, 64-73',
};

/**
 * Corrections applied by `correctedDafPerakim` (and so by `perekForDaf`), per masechta and perek
 * number (1-based): `[start, end]`.
 *
 * Most irregular spec entries lost the tens digit of a three-digit daf that does not end in 0
 * (117 → 107, 139 → 109, 142 → 102; 120, 130 and 160 are intact); restoring it makes every such
 * row contiguous and end on the masechta's last daf. Four more entries are fixed from the Vilna
 * Shas: Zevachim perakim 9–10 (Kol HaTadir opens on 89a, so the duplicated "92-98" is perek 11's),
 * Menachos perek 12 ("100-100" → 100–104) and Erchin perek 9 ("29-29" → 29–34).
 */
export const dafPerakimCorrections: Readonly<
  Record<string, Readonly<Record<number, readonly [number, number]>>>
> = {
  Yevamos: { 13: [107, 112], 14: [112, 114], 15: [114, 118], 16: [119, 122] },
  Kesuvos: { 13: [104, 112] },
  'Bava Kama': { 9: [93, 111], 10: [111, 119] },
  'Bava Metzia': { 9: [103, 117], 10: [117, 119] },
  'Bava Basra': { 8: [108, 139], 9: [139, 159], 10: [160, 176] },
  Sanhedrin: { 11: [90, 113] },
  Zevachim: { 9: [83, 88], 10: [89, 91], 13: [106, 111], 14: [112, 120] },
  Menachos: { 12: [100, 104] },
  Chulin: { 8: [103, 117], 9: [117, 129], 10: [130, 134], 11: [135, 138], 12: [138, 142] },
  Erchin: { 9: [29, 34] },
};
