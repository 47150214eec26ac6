/**
 * House ads: the organisation's own campaigns (a donation drive, a new series), shown in the site's
 * ad slots when no outside ad service is configured. Managed in the studio (/studio/ads).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { isBetween, isOneOf } from './checks';
import { createdAt, instant, updatedAt } from './columns';

/** Only Active campaigns are shown, and only between their start and end when they have them. */
export const houseAdStatuses = ['Draft', 'Active', 'Inactive'] as const;
export type HouseAdStatus = (typeof houseAdStatuses)[number];

export const houseAds = pgTable(
  'house_ads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    /** Plain text under the title. */
    body: text('body'),
    /** An https address or a path under /media/; without one the ad is its words on the site's colours. */
    image: text('image'),
    /** Where a click goes: a path of the site (/donate) or an https address. */
    link: text('link').notNull(),
    /** The slot sizes it fits, "WxH" in a comma-separated list ("300x250, 728x90"); null: every size. */
    sizes: text('sizes'),
    status: text('status').$type<HouseAdStatus>().notNull().default('Draft'),
    startsAt: instant('starts_at'),
    endsAt: instant('ends_at'),
    /** Among the campaigns that fit a slot, one is drawn with a chance in proportion to its weight. */
    weight: integer('weight').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('house_ads_status_check', isOneOf(table.status, houseAdStatuses)),
    check('house_ads_weight_check', isBetween(table.weight, 1, 1000)),
    check('house_ads_ends_after_start_check', sql`${table.endsAt} is null or ${table.startsAt} is null or ${table.endsAt} > ${table.startsAt}`),
    index('house_ads_status_idx').on(table.status),
  ],
);

export type HouseAd = typeof houseAds.$inferSelect;
