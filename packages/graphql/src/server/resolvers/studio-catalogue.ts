import type { MutationResolvers, QueryResolvers, StudioAuthorResolvers } from '../../generated/resolvers';
import { parseAuthorInput } from '../args/author-input';
import { parseNumericId } from '../args/ids';
import { parseSeriesInput } from '../args/series-input';
import { parseStudioListArgs, saveTargetOf } from '../args/studio-list';
import { parseTagInput } from '../args/tag-input';
import { deleteStudioAuthor, listStudioAuthors, readStudioAuthor, writeStudioAuthor } from '../queries/studio-authors';
import { deleteStudioSeries, listStudioSeries, readStudioSeries, writeStudioSeries } from '../queries/studio-series';
import { deleteStudioTag, listStudioTags, readStudioTag, writeStudioTag } from '../queries/studio-tags';
import { requireActor, requireRole } from '../roles';
import { stripMarkup } from '../sanitize';
import { reportContentChange } from './content-changed';


/** The studio's lists and forms of series, authors and tags: editors only. */
export const studioCatalogueQueries: Pick<
  QueryResolvers,
  'studioSeriesList' | 'studioSeries' | 'studioAuthors' | 'studioAuthor' | 'studioTags' | 'studioTag'
> = {
  studioSeriesList: async (_parent, args, ctx) => {
    await requireRole(ctx, 'editor');
    const { search, page } = parseStudioListArgs(args);
    return listStudioSeries(ctx.db, search, page);
  },
  studioSeries: async (_parent, { id }, ctx) => {
    await requireRole(ctx, 'editor');
    return readStudioSeries(ctx.db, parseNumericId(id));
  },
  studioAuthors: async (_parent, args, ctx) => {
    await requireRole(ctx, 'editor');
    const { search, page } = parseStudioListArgs(args);
    return listStudioAuthors(ctx.db, search, page);
  },
  studioAuthor: async (_parent, { id }, ctx) => {
    await requireRole(ctx, 'editor');
    return readStudioAuthor(ctx.db, parseNumericId(id));
  },
  studioTags: async (_parent, args, ctx) => {
    await requireRole(ctx, 'editor');
    const { search, page } = parseStudioListArgs(args);
    return listStudioTags(ctx.db, search, page);
  },
  studioTag: async (_parent, { id }, ctx) => {
    await requireRole(ctx, 'editor');
    return readStudioTag(ctx.db, parseNumericId(id));
  },
};

/**
 * Writes of series, authors and tags: the role first, then the input (every field's problem at
 * once), then the write with its audit entry, then the site is told which pages to expire.
 */
export const studioCatalogueMutations: Pick<
  MutationResolvers,
  'saveSeries' | 'deleteSeries' | 'saveAuthor' | 'deleteAuthor' | 'saveTag' | 'deleteTag'
> = {
  saveSeries: async (_parent, { id, baseUpdatedAt, input }, ctx) => {
    const actor = await requireActor(ctx, 'editor');
    const target = saveTargetOf(id, baseUpdatedAt);
    const saved = await writeStudioSeries(ctx.db, target, parseSeriesInput(input), actor);
    await reportContentChange(ctx, { type: 'series', id: String(saved.id), change: saved.change });
    return (await readStudioSeries(ctx.db, saved.id))!;
  },
  deleteSeries: async (_parent, { id }, ctx) => {
    const actor = await requireActor(ctx, 'editor');
    const seriesId = parseNumericId(id);
    await deleteStudioSeries(ctx.db, seriesId, actor);
    await reportContentChange(ctx, { type: 'series', id: String(seriesId), change: 'deleted' });
    return String(seriesId);
  },
  saveAuthor: async (_parent, { id, baseUpdatedAt, input }, ctx) => {
    const actor = await requireActor(ctx, 'editor');
    const target = saveTargetOf(id, baseUpdatedAt);
    const saved = await writeStudioAuthor(ctx.db, target, parseAuthorInput(input), actor);
    await reportContentChange(ctx, { type: 'author', id: String(saved.id), change: saved.change });
    return (await readStudioAuthor(ctx.db, saved.id))!;
  },
  deleteAuthor: async (_parent, { id }, ctx) => {
    const actor = await requireActor(ctx, 'editor');
    const authorId = parseNumericId(id);
    await deleteStudioAuthor(ctx.db, authorId, actor);
    await reportContentChange(ctx, { type: 'author', id: String(authorId), change: 'deleted' });
    return String(authorId);
  },
  saveTag: async (_parent, { id, input }, ctx) => {
    const actor = await requireActor(ctx, 'editor');
    const tagId = id == null ? null : parseNumericId(id);
    const saved = await writeStudioTag(ctx.db, tagId, parseTagInput(input), actor);
    await reportContentChange(ctx, { type: 'tag', id: String(saved.id), change: saved.change });
    return (await readStudioTag(ctx.db, saved.id))!;
  },
  deleteTag: async (_parent, { id }, ctx) => {
    const actor = await requireActor(ctx, 'editor');
    const tagId = parseNumericId(id);
    await deleteStudioTag(ctx.db, tagId, actor);
    await reportContentChange(ctx, { type: 'tag', id: String(tagId), change: 'deleted' });
    return String(tagId);
  },
};

/** An author's name as plain text, for the studio's lists and headings. */
export const StudioAuthor: StudioAuthorResolvers = {
  plainName: (author) => stripMarkup(author.name),
};
