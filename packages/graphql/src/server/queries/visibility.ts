import { eq } from 'drizzle-orm';
import { schema } from '@openshiur/db';

/** Visitors only ever see Published content. One definition, used by every query. */
export const publishedPost = eq(schema.posts.status, 'Published');
export const publishedBlog = eq(schema.blogs.status, 'Published');
export const publishedPage = eq(schema.pages.status, 'Published');
