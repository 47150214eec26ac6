import type { EventInput, StudioEventFieldsFragment } from '@openshiur/graphql';
import { wallTimeOf } from '@/lib/zoned-date';
import { textOf, textOrNull, type FormValues } from '../form-state';

/** `startsAt` and `endsAt` are datetime-local values (`YYYY-MM-DDTHH:mm`) in the site's time zone. */
export const EVENT_FIELDS = ['title', 'description', 'location', 'startsAt', 'endsAt', 'url', 'image'] as const;
export type EventField = (typeof EVENT_FIELDS)[number];

export function eventValuesOf(event: StudioEventFieldsFragment | null, timeZone: string): FormValues<EventField | 'id' | 'baseUpdatedAt'> {
  if (!event) return {};
  return {
    id: event.id,
    baseUpdatedAt: event.updatedAt,
    title: event.title,
    description: event.description ?? '',
    location: event.location ?? '',
    startsAt: wallTimeOf(new Date(event.startsAt), timeZone),
    endsAt: event.endsAt ? wallTimeOf(new Date(event.endsAt), timeZone) : '',
    url: event.url ?? '',
    image: event.image ?? '',
  };
}

/** A time the form names, as the instant `instantOf` reads in the site's time zone (null: none or not a time). */
type InstantOf = (wallTime: string) => Date | null;

/**
 * The times a datetime-local field cannot hold: GraphQL needs a start, so a missing or unreadable one
 * is reported here, beside its field, before anything is sent.
 */
export function eventTimeErrors(values: FormValues<EventField>, instantOf: InstantOf): Partial<Record<EventField, string>> {
  const errors: Partial<Record<EventField, string>> = {};
  const startsAt = textOf(values.startsAt);
  if (!startsAt) errors.startsAt = 'Give the time it starts';
  else if (!instantOf(startsAt)) errors.startsAt = 'Not a date and time';
  const endsAt = textOf(values.endsAt);
  if (endsAt && !instantOf(endsAt)) errors.endsAt = 'Not a date and time';
  return errors;
}

export function eventInputOf(values: FormValues<EventField>, instantOf: InstantOf): EventInput {
  const endsAt = textOf(values.endsAt);
  return {
    title: textOf(values.title),
    description: textOrNull(values.description),
    location: textOrNull(values.location),
    startsAt: instantOf(textOf(values.startsAt))!.toISOString(),
    endsAt: endsAt ? (instantOf(endsAt)?.toISOString() ?? null) : null,
    url: textOrNull(values.url),
    image: textOrNull(values.image),
  };
}
