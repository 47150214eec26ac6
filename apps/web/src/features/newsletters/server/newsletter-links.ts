import 'server-only';
import { NEWSLETTER_LINKS } from '@openshiur/graphql';
import { signedMailLink } from '@/features/mail/server/mail-links';

/**
 * The signed links of newsletter mails, made when a mail is rendered (never stored). Pages and the
 * one-click route check them through the API, which reads the same purposes.
 */

/** Where an unsubscribe link goes: a route that answers mail clients' POST (RFC 8058). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/newsletters/unsubscribe';

export function confirmLink(signupId: number, nonce: string): Promise<string> {
  const { purpose, expiresIn } = NEWSLETTER_LINKS.confirm;
  return signedMailLink('/newsletters/confirm', { purpose, subject: String(signupId), extra: { nonce } }, expiresIn);
}

export function preferencesLink(signupId: number): Promise<string> {
  const { purpose, expiresIn } = NEWSLETTER_LINKS.preferences;
  return signedMailLink('/newsletters/preferences', { purpose, subject: String(signupId) }, expiresIn);
}

/** Off `list` only when given (a list's own mail), else off every list. */
export function oneClickUnsubscribeLink(signupId: number, list?: string): Promise<string> {
  const { purpose, expiresIn } = NEWSLETTER_LINKS.unsubscribe;
  return signedMailLink(ONE_CLICK_UNSUBSCRIBE_PATH, { purpose, subject: String(signupId), extra: list ? { list } : {} }, expiresIn);
}

/**
 * The `unsubscribe` part every newsletter (bulk) mail must give its template: the preferences page
 * and the one-click link, which the renderer puts in the footer and the List-Unsubscribe headers.
 */
export async function newsletterUnsubscribe(signupId: number, reason: string, list?: string) {
  const [oneClickUrl, preferencesUrl] = await Promise.all([oneClickUnsubscribeLink(signupId, list), preferencesLink(signupId)]);
  return { oneClickUrl, preferencesUrl, reason };
}
