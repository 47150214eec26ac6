import type { ContentStatus, EventInput, StudioEventFieldsFragment } from '@openshiur/graphql';
import { wallTimeOf } from '@/lib/zoned-date';
import { textOf, textOrNull, type FormValues } from '../form-state';

/** `startsAt` and `endsAt` are datetime-local values (`YYYY-MM-DDTHH:mm`) in the site's time zone. */
export const EVENT_FIELDS = ['title', 'status', 'signupsOpen', 'capacity', 'description', 'location', 'startsAt', 'endsAt', 'url', 'image'] as const;
export type EventField = (typeof EVENT_FIELDS)[number];

export function eventValuesOf(event: StudioEventFieldsFragment | null, timeZone: string): FormValues<EventField | 'id' | 'baseUpdatedAt'> {
  if (!event) return { status: 'Draft' };
  return {
    id: event.id,
    baseUpdatedAt: event.updatedAt,
    title: event.title,
    status: event.status,
    // The checkbox's value when ticked; absent from the form when not.
    signupsOpen: event.signupsOpen ? 'yes' : '',
    capacity: event.capacity === null || event.capacity === undefined ? '' : String(event.capacity),
    description: event.description ?? '',
    location: event.location ?? '',
    startsAt: wallTimeOf(new Date(event.startsAt), timeZone),
    endsAt: event.endsAt ? wallTimeOf(new Date(event.endsAt), timeZone) : '',
    url: event.url ?? '',
    image: event.image ?? '',
  };
}

/** A time the form names, as the instant `instantOf` reads in the site's time zone (null: none or not a time). */
export type InstantOf = (wallTime: string) => Date | null;

/** A required `startsAt` and an optional `endsAt` (events' and streams' forms): what is missing or not a time. */
export function startAndEndErrors(values: FormValues<'startsAt' | 'endsAt'>, instantOf: InstantOf): Partial<Record<'startsAt' | 'endsAt', string>> {
  const errors: Partial<Record<'startsAt' | 'endsAt', string>> = {};
  const startsAt = textOf(values.startsAt);
  if (!startsAt) errors.startsAt = 'Give the time it starts';
  else if (!instantOf(startsAt)) errors.startsAt = 'Not a date and time';
  const endsAt = textOf(values.endsAt);
  if (endsAt && !instantOf(endsAt)) errors.endsAt = 'Not a date and time';
  return errors;
}

/**
 * The times a datetime-local field cannot hold: GraphQL needs a start, so a missing or unreadable one
 * is reported here, beside its field, before anything is sent.
 */
export function eventTimeErrors(values: FormValues<EventField>, instantOf: InstantOf): Partial<Record<EventField, string>> {
  const errors: Partial<Record<EventField, string>> = startAndEndErrors(values, instantOf);
  // GraphQL takes a number: anything else could not be sent, so it is reported here too.
  if (capacityOf(values.capacity) === undefined) errors.capacity = 'A whole number of seats, or empty for no limit';
  return errors;
}

/** The capacity field: null when blank (no limit), undefined when it is not a whole number. */
export function capacityOf(value: string | string[] | undefined): number | null | undefined {
  const text = textOf(value);
  if (!text) return null;
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}

export function eventInputOf(values: FormValues<EventField>, instantOf: InstantOf): EventInput {
  const endsAt = textOf(values.endsAt);
  return {
    title: textOf(values.title),
    // The API checks the status (Draft, Published or Inactive) and the capacity's range.
    status: (textOf(values.status) || 'Draft') as ContentStatus,
    signupsOpen: textOf(values.signupsOpen) === 'yes',
    capacity: capacityOf(values.capacity) ?? null,
    description: textOrNull(values.description),
    location: textOrNull(values.location),
    startsAt: instantOf(textOf(values.startsAt))!.toISOString(),
    endsAt: endsAt ? (instantOf(endsAt)?.toISOString() ?? null) : null,
    url: textOrNull(values.url),
    image: textOrNull(values.image),
  };
}
