import type { StudioTagFieldsFragment, TagInput } from '@openshiur/graphql';
import { textOf, type FormValues } from '../form-state';

export const TAG_FIELDS = ['name'] as const;
export type TagField = (typeof TAG_FIELDS)[number];

/** Tags keep no updated time: their form has no version to save over. */
export function tagValuesOf(tag: StudioTagFieldsFragment | null): FormValues<TagField | 'id'> {
  return tag ? { id: tag.id, name: tag.name } : {};
}

export function tagInputOf(values: FormValues<TagField>): TagInput {
  return { name: textOf(values.name) };
}
