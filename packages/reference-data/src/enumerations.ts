/**
 * The product specification's enumerations: the fixed vocabularies that posts, series and the menu
 * are built from. Values are kept exactly as the specification gives them; order is significant
 * where noted.
 */

/**
 * The nine topics, in index order. The topic footer addresses them by index, so never reorder.
 * @example topics[0] // 'Gemara'
 */
export const topics = [
  'Gemara',
  'Parsha',
  'Nach',
  'Mitzvot',
  'Kashrut',
  'Halacha',
  'Machshava',
  'Tefillah',
  'Mishna',
] as const;
export type Topic = (typeof topics)[number];

/** Identifiers of the six sister learning platforms. */
export const platformIds = ['daf', 'torah', 'parsha', 'women', 'mishna', 'halacha'] as const;
export type PlatformId = (typeof platformIds)[number];

export interface Platform {
  /** Stable identifier used in data and URLs. */
  id: PlatformId;
  /** The sister site's own name: the value stored on a post. */
  name: string;
  /** What the platform is for. */
  focus: string;
}

/** The six sister learning platforms, one each for Daf, general Torah, Parsha, women's learning, Mishna and Halacha. */
export const platforms: readonly Platform[] = [
  { id: 'daf', name: 'All Daf', focus: 'Daf Yomi' },
  { id: 'torah', name: 'Torah Online', focus: 'General Torah' },
  { id: 'parsha', name: 'All Parsha', focus: 'Parsha' },
  { id: 'women', name: 'Torat Imecha', focus: "Women's learning" },
  { id: 'mishna', name: 'All Mishna', focus: 'Mishna' },
  { id: 'halacha', name: 'All Halacha', focus: 'Halacha' },
];

/** Holidays and special days a post can be tagged with, in the specification's (alphabetical) order. */
export const holidays = [
  'Chanukah',
  "Fast of Asarah B'Tevet",
  'HaChodesh',
  "Lag B'Omer",
  'Parah',
  'Pesach',
  'Purim',
  'Rosh Chodesh',
  'Rosh Hashana',
  'Sefirat HaOmer',
  'Shabbos HaGadol',
  'Shabbos Shuva',
  'Shavuot',
  'Shekalim',
  'Simchat Torah',
  'Sukkot',
  'The Three Weeks',
  "Tisha b'Av",
  "Tu b'Av",
  "Tu B'Shevat",
  "Yom Ha'atzmaut",
  'Yom Kippur',
  'Yom Yerushalayim',
  'Zachor',
] as const;
export type Holiday = (typeof holidays)[number];

export const mediaTypes = ['Audio', 'Video', 'Text'] as const;
export type MediaType = (typeof mediaTypes)[number];

export const languages = ['English', 'Yiddish', 'Hebrew'] as const;
export type Language = (typeof languages)[number];

export const clipLengths = ['Short', 'Long'] as const;
export type ClipLength = (typeof clipLengths)[number];

/** Post statuses. Only Published posts are shown to visitors. */
export const postStatuses = ['Draft', 'Published', 'Scheduled', 'Inactive'] as const;
export type PostStatus = (typeof postStatuses)[number];

/** How the posts of a series are ordered. */
export const orderOptions = [
  'nach',
  'parsha',
  'mishnah_brurah',
  'hashoneh_halachos',
  'daf',
  'mishna',
  'mitzvot',
  'episode_number',
  'yerushalmi_daf',
] as const;
export type OrderOption = (typeof orderOptions)[number];

/**
 * Post types per platform. The specification lists types for Daf, Parsha, Mishna and Halacha;
 * the general-Torah and women's platforms have no post types of their own.
 */
export const postTypesByPlatform: Readonly<Record<PlatformId, readonly string[]>> = {
  daf: ['Daf Yomi Shiurim', 'Supplemental Clips', 'Reference Materials'],
  torah: [],
  parsha: [
    'Aliya Yomi',
    'Meforshim',
    'Parsha Shiurim',
    'Parsha Sheets',
    "Kol B'Rama",
    'Sifrei Chasidus',
    'Nach Yomi',
  ],
  women: [],
  mishna: ['Shiurim', 'Supplemental Clips', 'Reference Materials', 'Kids Section'],
  halacha: ['Shiurim', 'Supplemental Clips'],
};

/** Extra topics offered on the Daf and Parsha platforms. */
export const extraTopicsByPlatform: Readonly<Partial<Record<PlatformId, readonly string[]>>> = {
  daf: ['Nach', 'Halacha', 'Lomdus', 'History'],
  parsha: ['Nach', 'Halacha', 'Lomdus', 'History'],
};

/**
 * Every topic a post may carry: the nine `topics` in index order, then the extra topics of the
 * Daf and Parsha platforms that are not among them, each once.
 * @example
 * ```ts
 * import { postTopics } from '@openshiur/reference-data/enumerations';
 * postTopics.length; // 11
 * postTopics.slice(-3); // ['Mishna', 'Lomdus', 'History']
 * postTopics.includes('Lomdus'); // true
 * ```
 */
export const postTopics: readonly string[] = /* @__PURE__ */ Object.freeze([
  ...new Set<string>([...topics, ...Object.values(extraTopicsByPlatform).flat()]),
]);
