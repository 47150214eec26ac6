import type { SeriesInput, StudioSeriesFieldsFragment } from '@openshiur/graphql';
import { listOf, textOf, textOrNull, type FormValues } from '../form-state';

/** The series form's fields, by the names of SeriesInput (the API reports problems by them). */
export const SERIES_FIELDS = ['name', 'description', 'topics', 'orderOption', 'platform', 'image'] as const;
export type SeriesField = (typeof SERIES_FIELDS)[number];
export const SERIES_LIST_FIELDS: ReadonlySet<SeriesField> = new Set(['topics']);

export function seriesValuesOf(series: StudioSeriesFieldsFragment | null): FormValues<SeriesField | 'id' | 'baseUpdatedAt'> {
  if (!series) return { orderOption: 'episode_number', topics: [] };
  return {
    id: series.id,
    baseUpdatedAt: series.updatedAt,
    name: series.name,
    description: series.description ?? '',
    topics: [...series.topics],
    orderOption: series.orderOption,
    platform: series.platform ?? '',
    image: series.image ?? '',
  };
}

/** The GraphQL input for the form's text; the API checks every field. */
export function seriesInputOf(values: FormValues<SeriesField>): SeriesInput {
  return {
    name: textOf(values.name),
    description: textOrNull(values.description),
    topics: listOf(values.topics),
    orderOption: textOrNull(values.orderOption),
    platform: textOrNull(values.platform),
    image: textOrNull(values.image),
  };
}
