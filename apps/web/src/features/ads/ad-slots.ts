import type { SizeMappingRule } from './ad-sizes';

/**
 * The site's ad slots: where they are, and the sizes each shows at which viewport. One table, so the
 * pages, the configuration (ADS_SLOT_IDS) and the README name the same slots.
 */
export const AD_SLOT_NAMES = ['post', 'series', 'daf', 'search'] as const;
export type AdSlotName = (typeof AD_SLOT_NAMES)[number];

export interface AdSlotDefinition {
  /** The sizes when no rule of the mapping applies. */
  sizes: string;
  sizeMapping: SizeMappingRule[];
}

/** A medium rectangle on phones, a leaderboard from tablet width up. */
const BANNER: AdSlotDefinition = {
  sizes: '300x250',
  sizeMapping: [
    { minWidth: 0, sizes: '300x250' },
    { minWidth: 768, sizes: '728x90' },
  ],
};

export const AD_SLOTS: Record<AdSlotName, AdSlotDefinition> = {
  post: BANNER,
  series: BANNER,
  daf: BANNER,
  /** Between results: a small banner on phones, so the results stay near the top. */
  search: {
    sizes: '320x50',
    sizeMapping: [
      { minWidth: 0, sizes: '320x50' },
      { minWidth: 768, sizes: '728x90' },
    ],
  },
};

/** A Google Publisher Tag ad unit path: `/{network code}/{unit}[/{unit}…]`. */
const AD_UNIT_PATH = /^\/\d{1,20}(?:\/[\w.-]{1,100}){1,10}$/;

/**
 * Reads ADS_SLOT_IDS: `post=/1234/site/post, series=/1234/site/series` (slot name = ad unit path, in a
 * comma-separated list). Throws with every problem named; slots left out show house ads.
 */
export function parseAdSlotIds(text: string): Partial<Record<AdSlotName, string>> {
  const ids: Partial<Record<AdSlotName, string>> = {};
  const problems: string[] = [];
  for (const entry of text.split(',').map((part) => part.trim()).filter(Boolean)) {
    const eq = entry.indexOf('=');
    const name = (eq === -1 ? entry : entry.slice(0, eq)).trim();
    const path = eq === -1 ? '' : entry.slice(eq + 1).trim();
    if (!(AD_SLOT_NAMES as readonly string[]).includes(name)) problems.push(`"${name}" is not a slot (${AD_SLOT_NAMES.join(', ')})`);
    else if (!AD_UNIT_PATH.test(path)) problems.push(`"${path}" for ${name} is not an ad unit path like /1234/site/${name}`);
    else ids[name as AdSlotName] = path;
  }
  if (problems.length > 0) throw new Error(problems.join('; '));
  return ids;
}
