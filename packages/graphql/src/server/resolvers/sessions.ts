import type { UserResolvers } from '../../generated/resolvers';
import { liveSessionsOf } from '../queries/sessions';

/** `User.signedInSessions`: the user's own live sessions (only the signed-in user is ever a `User` here). */
export const signedInSessionsField: Pick<UserResolvers, 'signedInSessions'> = {
  signedInSessions: (user, _args, ctx) => liveSessionsOf(ctx.db, user.id, ctx.sessionTimeouts),
};
