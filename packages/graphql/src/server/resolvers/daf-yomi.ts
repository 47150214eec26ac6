import DataLoader from 'dataloader';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { authorColumns, postColumns, schema } from '@openshiur/db';
import { bavliMasechtot, resolveMasechta } from '@openshiur/reference-data';
import type { DafYomiMasechtaResolvers, DafYomiPageResolvers, QueryResolvers } from '../../generated/resolvers';
import type { GraphQLContext } from '../context';
import type { AuthorModel, PostModel } from '../models';
import { stripMarkup } from '../sanitize';
import { publishedPost } from '../visibility';

const { posts, postAuthors, authors } = schema;

/** A daf with more shiurim than this is cut off (no real daf comes close); the list is not paginated. */
export const MAX_SHIURIM_PER_DAF = 500;

export const dafYomiQueries: Pick<QueryResolvers, 'dafYomiMasechta' | 'dafYomiMasechtot'> = {
  dafYomiMasechta: (_parent, { masechta }) => resolveMasechta(masechta) ?? null,
  dafYomiMasechtot: () => [...bavliMasechtot],
};

/**
 * Per request, the dapim with shiurim of every masechta asked for, in one query: the Daf Yomi home
 * asks for all 37 masechtot and gets one `group by`, not 37 queries.
 */
const dafimLoaders = new WeakMap<GraphQLContext, DataLoader<string, number[]>>();

function dafimWithShiurimLoader(ctx: GraphQLContext): DataLoader<string, number[]> {
  let loader = dafimLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (names) => {
      const rows = await ctx.db
        .select({ masechta: posts.masechta, daf: posts.daf })
        .from(posts)
        .where(and(publishedPost, inArray(posts.masechta, [...names]), isNotNull(posts.daf)))
        .groupBy(posts.masechta, posts.daf)
        .orderBy(asc(posts.masechta), asc(posts.daf));
      const byName = new Map<string, number[]>(names.map((name) => [name, []]));
      for (const row of rows) if (row.masechta && row.daf != null) byName.get(row.masechta)?.push(row.daf);
      return names.map((name) => byName.get(name) ?? []);
    });
    dafimLoaders.set(ctx, loader);
  }
  return loader;
}

export const DafYomiMasechta: DafYomiMasechtaResolvers = {
  dafimWithShiurim: (masechta, _args, ctx) => dafimWithShiurimLoader(ctx).load(masechta.name),
};

export interface AuthorShiurim {
  author: AuthorModel | null;
  posts: PostModel[];
}

/** Whole-daf shiurim, then amud a, then amud b. */
const amudOrder = sql`case ${posts.amud} when 'a' then 1 when 'b' then 2 else 0 end`;

/**
 * The shiurim of one daf grouped by author. One query joins each post to its credited authors; the
 * grouping keeps the query's order (amud, then newest first) within each author.
 */
export async function shiurimByAuthor(ctx: GraphQLContext, masechta: string, daf: number): Promise<AuthorShiurim[]> {
  const rows = await ctx.db
    .select({ post: postColumns, author: authorColumns })
    .from(posts)
    .leftJoin(postAuthors, eq(postAuthors.postId, posts.id))
    .leftJoin(authors, eq(authors.id, postAuthors.authorId))
    .where(and(publishedPost, eq(posts.masechta, masechta), eq(posts.daf, daf)))
    .orderBy(amudOrder, desc(sql`coalesce(${posts.publishedAt}, ${posts.createdAt})`), desc(posts.id))
    // One row per credited author: room for the cap's posts with a few authors each.
    .limit(MAX_SHIURIM_PER_DAF * 4);
  return groupByAuthor(rows);
}

/** Groups (post, author) rows by author; authors by name, posts credited to no one last. */
export function groupByAuthor(rows: readonly { post: PostModel; author: AuthorModel | null }[]): AuthorShiurim[] {
  const groups = new Map<number | null, AuthorShiurim>();
  const seenPosts = new Set<number>();
  for (const { post, author } of rows) {
    if (!seenPosts.has(post.id) && seenPosts.size >= MAX_SHIURIM_PER_DAF) continue;
    seenPosts.add(post.id);
    const key = author?.id ?? null;
    const group = groups.get(key) ?? { author, posts: [] };
    group.posts.push(post);
    groups.set(key, group);
  }
  const sortKey = (group: AuthorShiurim) => (group.author ? stripMarkup(group.author.name).toLowerCase() : '');
  return [...groups.values()].sort((a, b) => {
    if (!a.author || !b.author) return a.author ? -1 : b.author ? 1 : 0;
    return sortKey(a).localeCompare(sortKey(b), 'en') || a.author.id - b.author.id;
  });
}

export const dafYomiPageFields: Pick<DafYomiPageResolvers, 'shiurimByAuthor'> = {
  shiurimByAuthor: (page, _args, ctx) => shiurimByAuthor(ctx, page.masechta, page.daf),
};
