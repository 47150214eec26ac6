import type { ContentStatus, PageInput, StudioPageFieldsFragment } from '@openshiur/graphql';
import { textOf, textOrNull, type FormValues } from '../form-state';

/** `address` is the page's id (served at /{address}); it is chosen once, when the page is created. */
export const PAGE_FIELDS = ['address', 'title', 'status', 'body'] as const;
export type PageField = (typeof PAGE_FIELDS)[number];

export function pageValuesOf(page: StudioPageFieldsFragment | null): FormValues<PageField | 'id' | 'baseUpdatedAt'> {
  if (!page) return { status: 'Draft' };
  return {
    id: page.id,
    baseUpdatedAt: page.updatedAt,
    address: page.id,
    title: page.title,
    status: page.status === 'Scheduled' ? 'Draft' : page.status,
    body: page.body,
  };
}

export function pageInputOf(values: FormValues<PageField>): PageInput {
  return {
    address: textOrNull(values.address),
    title: textOf(values.title),
    status: textOf(values.status) as ContentStatus,
    body: textOrNull(values.body),
  };
}
