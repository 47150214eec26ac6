import { z } from 'zod';
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
}

const schema = z.object({
  title: requiredText('Give the event a title'),
  description: optionalText(5_000),
  location: optionalText(300),
  startsAt: z.date({ error: 'Give the time it starts' }),
  endsAt: z.date({ error: 'Not a date and time' }).nullable().optional(),
  url: webAddress,
  image: mediaAddress,
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
  };
}
