import { countLiveSessions } from '@openshiur/db';
import type { UserResolvers } from '../../generated/resolvers';

/** `User.signedInSessions`: the user's own live sessions (only the signed-in user is ever a `User` here). */
export const signedInSessionsField: Pick<UserResolvers, 'signedInSessions'> = {
  signedInSessions: (user, _args, ctx) => countLiveSessions(ctx.db, user.id, ctx.sessionTimeouts),
};
