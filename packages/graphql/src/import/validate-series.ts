/** A series record checked against the site's vocabularies (topics, order options, platforms). */
import { z } from 'zod';
import {
  orderOptions,
  platforms,
  topics,
  type OrderOption,
  type Topic,
} from '@openshiur/reference-data';
import {
  externalIdField,
  fieldErrors,
  imageField,
  optionalText,
  type Checked,
} from './common-fields';
import type { SourceRecord } from './fields';

export interface SeriesImport {
  externalId: string;
  name: string;
  description: string | null;
  topics: Topic[];
  orderOption: OrderOption;
  platform: string | null;
  image: string | null;
}

const seriesSchema = z.object({
  externalId: externalIdField,
  name: z.string({ error: 'Give the series a name' }).max(300, 'At most 300 characters'),
  description: optionalText(20_000),
  topics: z.array(z.enum(topics, { error: `One of ${topics.join(', ')}` })).optional(),
  orderOption: z.enum(orderOptions, { error: `One of ${orderOptions.join(', ')}` }).optional(),
  platform: z
    .enum(platforms.map((platform) => platform.name) as [string, ...string[]], {
      error: 'One of the platforms',
    })
    .optional(),
  image: imageField,
});

export function checkSeries(record: SourceRecord): Checked<SeriesImport> {
  const parsed = seriesSchema.safeParse(record.values);
  if (!parsed.success || record.errors.length > 0) {
    return { value: null, errors: fieldErrors(parsed.error?.issues ?? [], record.errors) };
  }
  const value = parsed.data;
  return {
    value: {
      externalId: value.externalId,
      name: value.name,
      description: value.description ?? null,
      topics: [...new Set(value.topics ?? [])],
      // The column's own default: a series whose posts are numbered episodes.
      orderOption: value.orderOption ?? 'episode_number',
      platform: value.platform ?? null,
      image: value.image ?? null,
    },
    errors: [],
  };
}
