import type { AuthorInput, StudioAuthorFieldsFragment } from '@openshiur/graphql';
import { textOf, textOrNull, type FormValues } from '../form-state';

export const AUTHOR_FIELDS = ['name', 'bio', 'image'] as const;
export type AuthorField = (typeof AUTHOR_FIELDS)[number];

export function authorValuesOf(author: StudioAuthorFieldsFragment | null): FormValues<AuthorField | 'id' | 'baseUpdatedAt'> {
  if (!author) return {};
  return { id: author.id, baseUpdatedAt: author.updatedAt, name: author.name, bio: author.bio ?? '', image: author.image ?? '' };
}

export function authorInputOf(values: FormValues<AuthorField>): AuthorInput {
  return { name: textOf(values.name), bio: textOrNull(values.bio), image: textOrNull(values.image) };
}
