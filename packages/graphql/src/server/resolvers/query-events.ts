import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import type { QueryResolvers } from '../../generated/resolvers';
import { parseNumericId } from '../args/ids';
import { parseEventWindow } from '../args/event-window';
import { parsePageSize } from '../args/lists';
import { decodeCursor, toConnection } from '../queries/pagination';

const { events } = schema;

/** Visitors see Published events only; editors see the others in the studio. */
const isPublic = eq(events.status, 'Published');

/**
 * `Query.event` and `Query.events`: upcoming events soonest first, past (and all) most recent first.
 * A window (`from`/`to`, a calendar's month or feed) reads soonest first: a calendar lists days in order.
 */
export const eventQueries: Pick<QueryResolvers, 'event' | 'events'> = {
  event: async (_parent, { id }, ctx) => {
    const [event] = await ctx.db
      .select()
      .from(events)
      .where(and(isPublic, eq(events.id, parseNumericId(id))));
    return event ?? null;
  },

  events: async (_parent, args, ctx) => {
    const limit = parsePageSize(args.first, 20);
    const window = parseEventWindow(args.from, args.to);
    const now = new Date();
    const when = args.when ?? 'UPCOMING';
    // Upcoming events and windows read soonest first; past and all read most recent first.
    const ascending = when === 'UPCOMING' || Boolean(window.from || window.to);
    const where = and(
      isPublic,
      when === 'UPCOMING'
        ? gte(events.startsAt, now)
        : when === 'PAST'
          ? lt(events.startsAt, now)
          : undefined,
      window.from ? gte(events.startsAt, window.from) : undefined,
      window.to ? lt(events.startsAt, window.to) : undefined,
    );
    const cursor = decodeCursor(args.after, 2);
    const after = cursor
      ? ascending
        ? sql`(${events.startsAt}, ${events.id}) > (${new Date(String(cursor[0]))}, ${Number(cursor[1])})`
        : sql`(${events.startsAt}, ${events.id}) < (${new Date(String(cursor[0]))}, ${Number(cursor[1])})`
      : undefined;
    const order = ascending
      ? [asc(events.startsAt), asc(events.id)]
      : [desc(events.startsAt), desc(events.id)];
    const rows = await ctx.db
      .select()
      .from(events)
      .where(and(where, after))
      .orderBy(...order)
      .limit(limit + 1);
    return toConnection(
      rows,
      limit,
      (row) => [row.startsAt.toISOString(), row.id],
      () => ctx.db.$count(events, where),
    );
  },
};
