import { z } from 'zod';
import { houseAdStatuses, type HouseAdStatus } from '@openshiur/db';
import { blankToNull, mediaAddress, optionalText, parseFields, plain, requiredText } from './fields';

/** A campaign as the studio writes it. */
export interface HouseAdWrite {
  title: string;
  body: string | null;
  image: string | null;
  link: string;
  /** Normalised "300x250, 728x90"; null: every size. */
  sizes: string | null;
  status: HouseAdStatus;
  startsAt: Date | null;
  endsAt: Date | null;
  weight: number;
}

const SIZE = /^(?:[1-9]\d{0,3}x[1-9]\d{0,3}|fluid)$/;
const SIZES_MESSAGE = 'Sizes as WxH separated by commas (300x250, 728x90), or empty for every size';
const MAX_WEIGHT = 1_000;

/** "300X250 ,728x90" → "300x250, 728x90"; blank → null (every size). */
const sizeList = z.preprocess(
  blankToNull,
  z
    .string()
    .max(500, 'At most 500 characters')
    .transform((text) => text.split(',').map((size) => size.trim().toLowerCase().replace(/\s+/g, '')))
    .refine((sizes) => sizes.every((size) => SIZE.test(size)), SIZES_MESSAGE)
    .transform((sizes) => [...new Set(sizes)].join(', '))
    .nullable()
    .optional(),
);

/**
 * Where a click goes: a path of this site (one slash, then no second: never another host) or an
 * https address.
 */
const link = z
  .string({ error: 'Give a path of the site (/donate) or an https address' })
  .trim()
  .max(2_000, 'At most 2,000 characters')
  .refine(
    (value) => (/^\/(?![/\\])[^\s]*$/.test(value) ? true : z.url({ protocol: /^https$/ }).safeParse(value).success),
    'Give a path of the site (/donate) or an https address',
  );

const schema = z.object({
  title: requiredText('Give the campaign a title'),
  body: optionalText(500),
  image: mediaAddress,
  link,
  sizes: sizeList,
  status: z.enum(houseAdStatuses, { error: 'Draft, Active or Inactive' }),
  startsAt: z.date({ error: 'Not a date and time' }).nullable().optional(),
  endsAt: z.date({ error: 'Not a date and time' }).nullable().optional(),
  weight: z
    .number({ error: `A whole number from 1 to ${MAX_WEIGHT.toLocaleString('en-US')}` })
    .int(`A whole number from 1 to ${MAX_WEIGHT.toLocaleString('en-US')}`)
    .min(1, 'At least 1')
    .max(MAX_WEIGHT, `At most ${MAX_WEIGHT.toLocaleString('en-US')}`)
    .nullable()
    .optional(),
});

const times = schema.pick({ startsAt: true, endsAt: true });

export function parseHouseAdInput(input: unknown): HouseAdWrite {
  const value = parseFields(schema, input, (raw, errors) => {
    const parsed = times.safeParse(raw);
    if (!parsed.success) return;
    const { startsAt, endsAt } = parsed.data;
    if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime()) errors.push({ field: 'endsAt', message: 'It must end after it starts' });
  });
  return {
    title: plain(value.title)!,
    body: plain(value.body ?? null),
    image: value.image ?? null,
    link: value.link,
    sizes: value.sizes ?? null,
    status: value.status,
    startsAt: value.startsAt ?? null,
    endsAt: value.endsAt ?? null,
    weight: value.weight ?? 1,
  };
}
