import { eq } from 'drizzle-orm';
import { schema, type AlertFrequency as StoredFrequency } from '@openshiur/db';
import type { AlertFrequency, MutationResolvers, UserResolvers } from '../../generated/resolvers';

const { users } = schema;

const stored: Record<AlertFrequency, StoredFrequency> = { IMMEDIATE: 'immediate', DAILY: 'daily' };
const shown: Record<StoredFrequency, AlertFrequency> = { immediate: 'IMMEDIATE', daily: 'DAILY' };

/** `User.alertFrequency`: the user's choice, as the API spells it. */
export const alertFrequencyField: Pick<UserResolvers, 'alertFrequency'> = {
  alertFrequency: (user) => shown[user.alertFrequency],
};

/** `Mutation.setAlertFrequency`: the signed-in user's own choice; setting it again changes nothing. */
export const alertFrequencyMutations: Pick<MutationResolvers, 'setAlertFrequency'> = {
  setAlertFrequency: async (_parent, { frequency }, ctx) => {
    const user = await ctx.currentUser.requireUser();
    const [updated] = await ctx.db.update(users).set({ alertFrequency: stored[frequency] }).where(eq(users.id, user.id)).returning();
    return updated ?? user;
  },
};
