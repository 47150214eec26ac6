import type { BlogInput, ContentStatus, StudioBlogFieldsFragment } from '@openshiur/graphql';
import { textOf, textOrNull, type FormValues } from '../form-state';

export const BLOG_FIELDS = ['title', 'status', 'authorId', 'excerpt', 'body'] as const;
export type BlogField = (typeof BLOG_FIELDS)[number];

/** A blog entry or page is Draft, Published or Inactive (never scheduled). */
export const CONTENT_STATUSES = ['Draft', 'Published', 'Inactive'] as const satisfies readonly ContentStatus[];

export function blogValuesOf(blog: StudioBlogFieldsFragment | null): FormValues<BlogField | 'id' | 'baseUpdatedAt'> {
  if (!blog) return { status: 'Draft' };
  return {
    id: blog.id,
    baseUpdatedAt: blog.updatedAt,
    title: blog.title,
    // An entry scheduled elsewhere shows as a draft: the studio does not schedule blog entries.
    status: blog.status === 'Scheduled' ? 'Draft' : blog.status,
    authorId: blog.authorId ?? '',
    excerpt: blog.excerpt ?? '',
    body: blog.body,
  };
}

/** The form's text goes to the API unchecked (a status is any string here): the API checks it all. */
export function blogInputOf(values: FormValues<BlogField>): BlogInput {
  return {
    title: textOf(values.title),
    status: textOf(values.status) as ContentStatus,
    authorId: textOrNull(values.authorId),
    excerpt: textOrNull(values.excerpt),
    body: textOrNull(values.body),
  };
}
