import type { houseAds } from '../schema';

/**
 * The demo's house-ad campaigns, so a fresh machine's ad slots show something real: one sample
 * donation drive that fits every slot size (a text ad on the site's colours, no picture to fetch).
 */
export function buildSampleHouseAds(): (typeof houseAds.$inferInsert)[] {
  return [
    {
      title: 'Support the sample donation drive',
      body: 'Sample campaign: keep the shiurim free for everyone. Every gift counts.',
      link: '/donate',
      sizes: null,
      status: 'Active',
      weight: 1,
    },
  ];
}
