import { eq } from 'drizzle-orm';
import { schema, type Database } from '@openshiur/db';
import type { AuthError, VerifiedIdentity } from '@openshiur/auth';
import { unauthenticated } from './errors';
import type { UserModel } from './models';
import { userForIdentity } from './queries/users';

const { seriesSubscriptions, authorSubscriptions } = schema;

export interface ViewerSubscriptions {
  series: ReadonlySet<number>;
  authors: ReadonlySet<number>;
}

/**
 * The signed-in viewer of one request, read lazily and at most once: `me`, every
 * `viewerIsSubscribed` of a page and the mutations share the same row and subscription sets.
 */
export interface Viewer {
  /** The user record, or null for an anonymous request. */
  user(): Promise<UserModel | null>;
  /** The user record; UNAUTHENTICATED (with the token's problem, if one was sent) otherwise. */
  requireUser(): Promise<UserModel>;
  /** Ids the viewer follows; empty for anonymous requests. */
  subscriptions(): Promise<ViewerSubscriptions>;
  /** After a mutation changed them, the next read goes to the database again. */
  forgetSubscriptions(): void;
}

export function createViewer(
  db: Database,
  identity: VerifiedIdentity | null,
  authError: AuthError | null,
): Viewer {
  let user: Promise<UserModel | null> | undefined;
  let subscriptions: Promise<ViewerSubscriptions> | undefined;
  const loadUser = () =>
    (user ??= identity ? userForIdentity(db, identity) : Promise.resolve(null));

  return {
    user: loadUser,
    async requireUser() {
      const row = await loadUser();
      if (row) return row;
      throw unauthenticated(authError ? authError.message : 'Sign in to do this');
    },
    subscriptions() {
      subscriptions ??= loadUser().then(async (row) => {
        if (!row) return { series: new Set<number>(), authors: new Set<number>() };
        const [seriesRows, authorRows] = await Promise.all([
          db
            .select({ id: seriesSubscriptions.seriesId })
            .from(seriesSubscriptions)
            .where(eq(seriesSubscriptions.userId, row.id)),
          db
            .select({ id: authorSubscriptions.authorId })
            .from(authorSubscriptions)
            .where(eq(authorSubscriptions.userId, row.id)),
        ]);
        return {
          series: new Set(seriesRows.map((r) => r.id)),
          authors: new Set(authorRows.map((r) => r.id)),
        };
      });
      return subscriptions;
    },
    forgetSubscriptions() {
      subscriptions = undefined;
    },
  };
}
