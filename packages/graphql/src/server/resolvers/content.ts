import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { authorColumns, postColumns, schema } from '@openshiur/db';
import { resolveMasechta } from '@openshiur/reference-data';
import type {
  BlogResolvers,
  DafYomiPageResolvers,
  PageResolvers,
  PostResolvers,
  QueryResolvers,
  TagResolvers,
  LearningReferenceResolvers,
} from '../../generated/resolvers';
import { parseNumericId, parsePageSize, parseSlug } from '../arguments';
import { badUserInput } from '../errors';
import { decodeCursor, toConnection } from '../pagination';
import { queryPosts } from '../post-query';
import { postPageFields } from '../post-page-resolvers';
import { sanitizeBody } from '../sanitize';
import { publishedBlog, publishedPage, publishedPost } from '../visibility';

const { posts, tags, pages, events, blogs, authors } = schema;

export const contentQueries: Pick<
  QueryResolvers,
  'post' | 'posts' | 'tag' | 'tags' | 'page' | 'event' | 'events' | 'blog' | 'blogs' | 'dafYomi'
> = {
  post: async (_parent, { id }, ctx) => {
    const [post] = await ctx.db
      .select(postColumns)
      .from(posts)
      .where(and(eq(posts.id, parseNumericId(id)), publishedPost));
    return post ?? null;
  },

  posts: (_parent, args, ctx) => queryPosts(ctx.db, args),

  tag: async (_parent, { id }, ctx) => {
    // A tag is addressed by its number or its slug (/tag/12 and /tag/teshuva both work).
    const byNumber = /^\d+$/.test(String(id));
    const condition = byNumber ? eq(tags.id, parseNumericId(id)) : eq(tags.slug, parseSlug(id));
    const [tag] = await ctx.db.select().from(tags).where(condition);
    return tag ?? null;
  },

  tags: async (_parent, args, ctx) => {
    const limit = parsePageSize(args.first, 50);
    const cursor = decodeCursor(args.after, 2);
    const rows = await ctx.db
      .select()
      .from(tags)
      .where(cursor ? sql`(${tags.name}, ${tags.id}) > (${String(cursor[0])}, ${Number(cursor[1])})` : undefined)
      .orderBy(asc(tags.name), asc(tags.id))
      .limit(limit + 1);
    return toConnection(rows, limit, (row) => [row.name, row.id], () => ctx.db.$count(tags));
  },

  page: async (_parent, { id }, ctx) => {
    const [page] = await ctx.db
      .select()
      .from(pages)
      .where(and(eq(pages.id, parseSlug(id)), publishedPage));
    return page ?? null;
  },

  event: async (_parent, { id }, ctx) => {
    const [event] = await ctx.db.select().from(events).where(eq(events.id, parseNumericId(id)));
    return event ?? null;
  },

  events: async (_parent, args, ctx) => {
    const limit = parsePageSize(args.first, 20);
    const now = new Date();
    const when = args.when ?? 'UPCOMING';
    // Upcoming events read soonest first; past and all read most recent first.
    const ascending = when === 'UPCOMING';
    const where =
      when === 'UPCOMING' ? gte(events.startsAt, now) : when === 'PAST' ? lt(events.startsAt, now) : undefined;
    const cursor = decodeCursor(args.after, 2);
    const after = cursor
      ? ascending
        ? sql`(${events.startsAt}, ${events.id}) > (${new Date(String(cursor[0]))}, ${Number(cursor[1])})`
        : sql`(${events.startsAt}, ${events.id}) < (${new Date(String(cursor[0]))}, ${Number(cursor[1])})`
      : undefined;
    const order = ascending ? [asc(events.startsAt), asc(events.id)] : [desc(events.startsAt), desc(events.id)];
    const rows = await ctx.db
      .select()
      .from(events)
      .where(and(where, after))
      .orderBy(...order)
      .limit(limit + 1);
    return toConnection(rows, limit, (row) => [row.startsAt.toISOString(), row.id], () => ctx.db.$count(events, where));
  },

  blog: async (_parent, { id }, ctx) => {
    const [blog] = await ctx.db
      .select()
      .from(blogs)
      .where(and(eq(blogs.id, parseNumericId(id)), publishedBlog));
    return blog ?? null;
  },

  blogs: async (_parent, args, ctx) => {
    const limit = parsePageSize(args.first, 20);
    const cursor = decodeCursor(args.after, 2);
    const blogDate = sql<Date>`coalesce(${blogs.publishedAt}, ${blogs.createdAt})`;
    const rows = await ctx.db
      .select()
      .from(blogs)
      .where(
        and(
          publishedBlog,
          cursor ? sql`(${blogDate}, ${blogs.id}) < (${new Date(String(cursor[0]))}, ${Number(cursor[1])})` : undefined,
        ),
      )
      .orderBy(desc(blogDate), desc(blogs.id))
      .limit(limit + 1);
    return toConnection(
      rows,
      limit,
      (row) => [(row.publishedAt ?? row.createdAt).toISOString(), row.id],
      () => ctx.db.$count(blogs, publishedBlog),
    );
  },

  dafYomi: (_parent, { masechta, daf }) => {
    if (!Number.isInteger(daf)) throw badUserInput('daf must be a whole number', 'daf');
    const entry = resolveMasechta(masechta);
    if (!entry || daf < entry.firstDaf || daf > entry.lastDaf) return null;
    return {
      masechta: entry.name,
      masechtaSlug: entry.slug,
      daf,
      firstDaf: entry.firstDaf,
      lastDaf: entry.lastDaf,
    };
  },
};

export const Post: PostResolvers = {
  body: (post) => (post.body ? sanitizeBody(post.body) : null),
  topics: (post) => post.topics ?? [],
  holidays: (post) => post.holidays ?? [],
  series: async (post, _args, ctx) => (post.seriesId ? ctx.loaders.seriesById.load(post.seriesId) : null),
  authors: (post, _args, ctx) => ctx.loaders.authorsByPostId.load(post.id),
  tags: (post, _args, ctx) => ctx.loaders.tagsByPostId.load(post.id),
  learning: (post) => post,
  ...postPageFields,
};

export const LearningReference: LearningReferenceResolvers = {
  masechtaSlug: (post) => (post.masechta ? (resolveMasechta(post.masechta)?.slug ?? null) : null),
};

export const Tag: TagResolvers = {
  postCount: (tag, _args, ctx) => ctx.loaders.publishedCountByTagId.load(tag.id),
  posts: (tag, args, ctx) => queryPosts(ctx.db, { ...args, filter: { tagId: String(tag.id) } }),
};

export const Page: PageResolvers = {
  body: (page) => sanitizeBody(page.body ?? ''),
};

export const Blog: BlogResolvers = {
  body: (blog) => sanitizeBody(blog.body ?? ''),
  author: async (blog, _args, ctx) => {
    if (!blog.authorId) return null;
    const [author] = await ctx.db.select(authorColumns).from(authors).where(eq(authors.id, blog.authorId));
    return author ?? null;
  },
};

export const DafYomiPage: DafYomiPageResolvers = {
  posts: (page, args, ctx) =>
    queryPosts(ctx.db, { ...args, filter: { masechta: page.masechta, daf: page.daf } }),
};
