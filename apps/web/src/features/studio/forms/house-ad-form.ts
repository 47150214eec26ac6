import type { HouseAdInput, HouseAdStatus, StudioHouseAdFieldsFragment } from '@openshiur/graphql';
import { wallTimeOf } from '@/lib/zoned-date';
import { textOf, textOrNull, type FormValues } from '../form-state';

/** A house-ad campaign's form. `startsAt` and `endsAt` are datetime-local values in the site's time zone. */
export const HOUSE_AD_FIELDS = ['title', 'body', 'image', 'link', 'sizes', 'status', 'startsAt', 'endsAt', 'weight'] as const;
export type HouseAdField = (typeof HOUSE_AD_FIELDS)[number];

export const HOUSE_AD_STATUSES: readonly HouseAdStatus[] = ['Draft', 'Active', 'Inactive'];

export function houseAdValuesOf(ad: StudioHouseAdFieldsFragment | null, timeZone: string): FormValues<HouseAdField | 'id' | 'baseUpdatedAt'> {
  if (!ad) return { status: 'Draft', weight: '1' };
  return {
    id: ad.id,
    baseUpdatedAt: ad.updatedAt,
    title: ad.title,
    body: ad.body ?? '',
    image: ad.image ?? '',
    link: ad.link,
    sizes: ad.sizes ?? '',
    status: ad.status,
    startsAt: ad.startsAt ? wallTimeOf(new Date(ad.startsAt), timeZone) : '',
    endsAt: ad.endsAt ? wallTimeOf(new Date(ad.endsAt), timeZone) : '',
    weight: String(ad.weight),
  };
}

type InstantOf = (wallTime: string) => Date | null;

/** What the API's types cannot carry as a field error: a time that is not a time, a weight that is not a number. */
export function houseAdFormErrors(values: FormValues<HouseAdField>, instantOf: InstantOf): Partial<Record<HouseAdField, string>> {
  const errors: Partial<Record<HouseAdField, string>> = {};
  for (const field of ['startsAt', 'endsAt'] as const) {
    const text = textOf(values[field]);
    if (text && !instantOf(text)) errors[field] = 'Not a date and time';
  }
  const weight = textOf(values.weight);
  if (weight && !/^\d{1,9}$/.test(weight)) errors.weight = 'A whole number from 1 to 1,000';
  return errors;
}

export function houseAdInputOf(values: FormValues<HouseAdField>, instantOf: InstantOf): HouseAdInput {
  const time = (field: 'startsAt' | 'endsAt') => {
    const text = textOf(values[field]);
    return text ? (instantOf(text)?.toISOString() ?? null) : null;
  };
  const weight = textOf(values.weight);
  return {
    title: textOf(values.title),
    body: textOrNull(values.body),
    image: textOrNull(values.image),
    link: textOf(values.link),
    sizes: textOrNull(values.sizes),
    // The API checks the status (Draft, Active or Inactive), the sizes, the link and the weight's range.
    status: (textOf(values.status) || 'Draft') as HouseAdStatus,
    startsAt: time('startsAt'),
    endsAt: time('endsAt'),
    weight: weight ? Number(weight) : null,
  };
}
