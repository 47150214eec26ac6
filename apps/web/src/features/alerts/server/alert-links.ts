import 'server-only';
import { ALERTS_UNSUBSCRIBE_PURPOSE, writeUnfollowTargets, type UnfollowTargets } from '@openshiur/graphql/server';
import { absoluteUrl } from '@/server/absolute-url';
import { signedMailLink } from '@/features/mail/server/mail-links';

/**
 * Old mails keep working: a link to stop alerts is valid for two years (it can only remove follows
 * of the user it was made for, and following again is one click).
 */
const UNSUBSCRIBE_LINK_LIFETIME = '730d';

/** The unsubscribe block of an alert mail: one-click (POST, RFC 8058), the page a person opens, and the profile. */
export async function alertUnsubscribeLinks(userId: string, targets: UnfollowTargets, reason: string) {
  const claims = { purpose: ALERTS_UNSUBSCRIBE_PURPOSE, subject: userId, extra: { targets: writeUnfollowTargets(targets) } };
  const [oneClickUrl, pageUrl] = await Promise.all([
    signedMailLink('/api/alerts/unsubscribe', claims, UNSUBSCRIBE_LINK_LIFETIME),
    signedMailLink('/alerts/unsubscribe', claims, UNSUBSCRIBE_LINK_LIFETIME),
  ]);
  return { oneClickUrl, pageUrl, preferencesUrl: absoluteUrl('/profile'), reason };
}
