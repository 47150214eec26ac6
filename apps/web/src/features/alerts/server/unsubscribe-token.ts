import 'server-only';
import { ALERTS_UNSUBSCRIBE_PURPOSE, readUnfollowTargets, type UnfollowTargets } from '@openshiur/graphql/server';
import { linkTokens } from '@/features/mail/server/mail-links';

/** Whose follows an alert mail's unsubscribe link stops, and which; null for a link that is not genuine. */
export async function readUnsubscribeToken(token: unknown): Promise<{ userId: string; targets: UnfollowTargets } | null> {
  if (typeof token !== 'string') return null;
  const verified = await (await linkTokens()).verify(token, ALERTS_UNSUBSCRIBE_PURPOSE);
  const targets = verified && readUnfollowTargets(verified.extra.targets);
  return verified && targets ? { userId: verified.subject, targets } : null;
}
