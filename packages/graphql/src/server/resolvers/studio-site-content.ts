import type { MutationResolvers, QueryResolvers, StudioBlogResolvers } from '../../generated/resolvers';
import { parseBlogInput } from '../args/blog-input';
import { parseEventInput } from '../args/event-input';
import { parseNumericId, parseSlug } from '../args/ids';
import { parsePageInput } from '../args/page-input';
import { parseBaseUpdatedAt, parseStudioListArgs, saveTargetOf } from '../args/studio-list';
import { deleteStudioPost } from '../queries/delete-post';
import { deleteStudioBlog, listStudioBlogs, readStudioBlog, writeStudioBlog } from '../queries/studio-blogs';
import { deleteStudioEvent, listStudioEvents, readStudioEvent, writeStudioEvent } from '../queries/studio-events';
import { deleteStudioPage, listStudioPages, readStudioPage, writeStudioPage } from '../queries/studio-pages';
import { requireActor, requireRole } from '../roles';
import { stripMarkup } from '../sanitize';
import { reportContentChange } from './content-changed';

/** The studio's lists and forms of events, blog entries and content pages: editors only. */
export const studioSiteContentQueries: Pick<
  QueryResolvers,
  'studioEvents' | 'studioEvent' | 'studioBlogs' | 'studioBlog' | 'studioPages' | 'studioPage'
> = {
  studioEvents: async (_parent, args, ctx) => {
    await requireRole(ctx, 'editor');
    const { search, page } = parseStudioListArgs(args);
    return listStudioEvents(ctx.db, search, page);
  },
  studioEvent: async (_parent, { id }, ctx) => {
    await requireRole(ctx, 'editor');
    return readStudioEvent(ctx.db, parseNumericId(id));
  },
  studioBlogs: async (_parent, args, ctx) => {
    await requireRole(ctx, 'editor');
    const { search, page } = parseStudioListArgs(args);
    return listStudioBlogs(ctx.db, search, page);
  },
  studioBlog: async (_parent, { id }, ctx) => {
    await requireRole(ctx, 'editor');
    return readStudioBlog(ctx.db, parseNumericId(id));
  },
  studioPages: async (_parent, args, ctx) => {
    await requireRole(ctx, 'editor');
    const { search, page } = parseStudioListArgs(args);
    return listStudioPages(ctx.db, search, page);
  },
  studioPage: async (_parent, { id }, ctx) => {
    await requireRole(ctx, 'editor');
    return readStudioPage(ctx.db, parseSlug(id));
  },
};

/** Writes of events, blog entries, pages, and the deleting of posts (saved by `savePost`). */
export const studioSiteContentMutations: Pick<
  MutationResolvers,
  'saveEvent' | 'deleteEvent' | 'saveBlog' | 'deleteBlog' | 'savePage' | 'deletePage' | 'deletePost'
> = {
  saveEvent: async (_parent, { id, baseUpdatedAt, input }, ctx) => {
    const actor = await requireActor(ctx, 'editor');
    const target = saveTargetOf(id, baseUpdatedAt);
    const saved = await writeStudioEvent(ctx.db, target, parseEventInput(input), actor);
    if (saved.promoted > 0) ctx.mailQueued();
    await reportContentChange(ctx, { type: 'event', id: String(saved.id), change: saved.change });
    return (await readStudioEvent(ctx.db, saved.id))!;
  },
  deleteEvent: async (_parent, { id }, ctx) => {
    const actor = await requireActor(ctx, 'editor');
    const eventId = parseNumericId(id);
    await deleteStudioEvent(ctx.db, eventId, actor);
    await reportContentChange(ctx, { type: 'event', id: String(eventId), change: 'deleted' });
    return String(eventId);
  },
  saveBlog: async (_parent, { id, baseUpdatedAt, input }, ctx) => {
    const actor = await requireActor(ctx, 'editor');
    const target = saveTargetOf(id, baseUpdatedAt);
    const saved = await writeStudioBlog(ctx.db, target, parseBlogInput(input), actor);
    await reportContentChange(ctx, { type: 'blog', id: String(saved.id), change: saved.change });
    return (await readStudioBlog(ctx.db, saved.id))!;
  },
  deleteBlog: async (_parent, { id }, ctx) => {
    const actor = await requireActor(ctx, 'editor');
    const blogId = parseNumericId(id);
    await deleteStudioBlog(ctx.db, blogId, actor);
    await reportContentChange(ctx, { type: 'blog', id: String(blogId), change: 'deleted' });
    return String(blogId);
  },
  savePage: async (_parent, { id, baseUpdatedAt, input }, ctx) => {
    const actor = await requireActor(ctx, 'editor');
    const pageId = id == null ? null : parseSlug(id);
    const write = parsePageInput(input, pageId);
    const target = pageId === null ? null : { id: pageId, baseUpdatedAt: parseBaseUpdatedAt(baseUpdatedAt) };
    const saved = await writeStudioPage(ctx.db, target, write, actor);
    await reportContentChange(ctx, { type: 'page', id: saved.id, change: saved.change });
    return (await readStudioPage(ctx.db, saved.id))!;
  },
  deletePage: async (_parent, { id }, ctx) => {
    const actor = await requireActor(ctx, 'editor');
    const pageId = parseSlug(id);
    await deleteStudioPage(ctx.db, pageId, actor);
    await reportContentChange(ctx, { type: 'page', id: pageId, change: 'deleted' });
    return pageId;
  },
  deletePost: async (_parent, { id }, ctx) => {
    const actor = await requireActor(ctx, 'editor');
    const postId = parseNumericId(id);
    await deleteStudioPost(ctx.db, postId, actor);
    await reportContentChange(ctx, { type: 'post', id: String(postId), change: 'deleted' });
    return String(postId);
  },
};

/** A blog entry's author as a choice of the form (id and plain name). */
export const StudioBlog: StudioBlogResolvers = {
  authorId: (blog) => (blog.authorId === null ? null : String(blog.authorId)),
  author: (blog) => (blog.authorId === null || blog.authorName === null ? null : { id: String(blog.authorId), name: stripMarkup(blog.authorName) }),
};
