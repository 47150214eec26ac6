import { z } from 'zod';
import type { PostStatus } from '@openshiur/reference-data';
import { mediaAddress, optionalText, parseFields, requiredText, webAddress } from './fields';

/** An event as the studio writes it: it ends (when an end is given) after it starts. */
export interface EventWrite {
  title: string;
  description: string | null;
  location: string | null;
  startsAt: Date;
  endsAt: Date | null;
  url: string | null;
  image: string | null;
  /** Absent (undefined): the default for a new event (Draft, no sign-ups, no limit), unchanged on a save. */
  status?: PostStatus;
  signupsOpen?: boolean;
  capacity?: number | null;
}

/** Events are never Scheduled: they are published by hand (their own date is when they happen). */
const EVENT_STATUSES = ['Draft', 'Published', 'Inactive'] as const;
const MAX_CAPACITY = 100_000;

const schema = z.object({
  title: requiredText('Give the event a title'),
  description: optionalText(5_000),
  location: optionalText(300),
  startsAt: z.date({ error: 'Give the time it starts' }),
  endsAt: z.date({ error: 'Not a date and time' }).nullable().optional(),
  url: webAddress,
  image: mediaAddress,
  status: z.enum(EVENT_STATUSES, { error: 'Draft, Published or Inactive' }).nullable().optional(),
  signupsOpen: z.boolean().nullable().optional(),
  capacity: z
    .number({ error: 'A whole number of seats, or empty for no limit' })
    .int('A whole number of seats, or empty for no limit')
    .min(1, 'At least 1 seat, or empty for no limit')
    .max(MAX_CAPACITY, `At most ${MAX_CAPACITY.toLocaleString('en-US')} seats`)
    .nullable()
    .optional(),
});

const times = schema.pick({ startsAt: true, endsAt: true });

export function parseEventInput(input: unknown): EventWrite {
  const value = parseFields(schema, input, (raw, errors) => {
    const parsed = times.safeParse(raw);
    if (!parsed.success) return; // their own problems are reported with the other fields'
    const { startsAt, endsAt } = parsed.data;
    if (endsAt && endsAt.getTime() <= startsAt.getTime()) errors.push({ field: 'endsAt', message: 'It must end after it starts' });
  });
  return {
    title: value.title,
    description: value.description ?? null,
    location: value.location ?? null,
    startsAt: value.startsAt,
    endsAt: value.endsAt ?? null,
    url: value.url ?? null,
    image: value.image ?? null,
    // null for status or signupsOpen is taken as absent; null capacity means no limit.
    ...(value.status != null ? { status: value.status } : {}),
    ...(value.signupsOpen != null ? { signupsOpen: value.signupsOpen } : {}),
    ...(value.capacity !== undefined ? { capacity: value.capacity } : {}),
  };
}
