import { z } from 'zod';
import { orderOptions, platforms, topics, type OrderOption, type Topic } from '@openshiur/reference-data';
import { blankToNull, mediaAddress, parseFields, requiredText, richText } from './fields';

/** A series as the studio writes it; what passes is what the database's checks accept. */
export interface SeriesWrite {
  name: string;
  description: string | null;
  topics: Topic[];
  orderOption: OrderOption;
  platform: string | null;
  image: string | null;
}

const schema = z.object({
  name: requiredText('Give the series a name'),
  description: richText(20_000),
  topics: z
    .array(z.enum(topics, { error: 'Not a topic of the site' }))
    .nullable()
    .optional(),
  orderOption: z.preprocess(blankToNull, z.enum(orderOptions, { error: 'Choose one of the orders' }).nullable().optional()),
  platform: z.preprocess(
    blankToNull,
    z.enum(platforms.map((platform) => platform.name) as [string, ...string[]], { error: 'Choose one of the platforms' }).nullable().optional(),
  ),
  image: mediaAddress,
});

export function parseSeriesInput(input: unknown): SeriesWrite {
  const value = parseFields(schema, input);
  return {
    name: value.name,
    description: value.description,
    topics: [...new Set(value.topics ?? [])],
    orderOption: value.orderOption ?? 'episode_number',
    platform: value.platform ?? null,
    image: value.image ?? null,
  };
}
