import { beforeAll, describe, expect, it } from 'vitest';
import { createLinkTokens } from '@openshiur/auth';
import { NEWSLETTER_LINKS } from '@openshiur/graphql';
import type { MailTemplates, RenderedMail } from '@/features/mail/server/render-mail';

const SECRET = 'a sample session secret, long enough for the link tokens';
const tokens = createLinkTokens(SECRET);

let render: (template: string, stream: 'transactional' | 'bulk', data: Record<string, unknown>) => Promise<RenderedMail>;

beforeAll(async () => {
  // env.ts reads the environment when first imported: set the secret the links are signed with first.
  process.env.SESSION_SECRET = SECRET;
  const [{ renderMail }, { newsletterMailTemplates }] = await Promise.all([import('@/features/mail/server/render-mail'), import('./newsletter-mail-templates')]);
  render = (template, stream, data) => renderMail({ template, stream, data, recipient: 'sample.reader@example.org' }, newsletterMailTemplates as MailTemplates);
});

/** The token of the first link to `path` in the mail's HTML, checked for `purpose`. */
async function linkClaims(mail: RenderedMail, path: string, purpose: string) {
  const match = new RegExp(`https?://[^"\\s]*${path}\\?token=([\\w.-]+)`).exec(mail.html);
  expect(match, `a link to ${path}`).not.toBeNull();
  return tokens.verify(match![1], purpose);
}

describe('the newsletter mails', () => {
  it('asks to confirm, with a signed link carrying the nonce, and the lists asked for', async () => {
    const mail = await render('newsletter-confirm', 'transactional', { signupId: 7, nonce: 'sample-nonce', lists: ['Daily Daf', 'Weekly Parsha'], changing: false });
    expect(mail.subject).toMatch(/^Confirm your subscription to /);
    expect(mail.text).toContain('You asked to receive Daily Daf and Weekly Parsha from');
    expect(mail.text).toContain("If you didn't ask, ignore this mail: nothing will be sent.");
    expect(await linkClaims(mail, '/newsletters/confirm', NEWSLETTER_LINKS.confirm.purpose)).toEqual({ subject: '7', extra: { nonce: 'sample-nonce' } });
    expect(mail.headers['List-Unsubscribe']).toBeUndefined();
    const change = await render('newsletter-confirm', 'transactional', { signupId: 7, nonce: 'n', lists: ['Events'], changing: true });
    expect(change.subject).toMatch(/^Confirm the changes to your /);
  });

  it('welcomes with the preferences link and one-click unsubscribe headers (bulk)', async () => {
    const mail = await render('newsletter-welcome', 'bulk', { signupId: 7, lists: ['Events'] });
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(https?:\/\/[^>]+\/api\/newsletters\/unsubscribe\?token=([\w.-]+))>$/.exec(mail.headers['List-Unsubscribe'] ?? '');
    expect(oneClick).not.toBeNull();
    expect(await tokens.verify(oneClick![2], NEWSLETTER_LINKS.unsubscribe.purpose)).toEqual({ subject: '7', extra: {} });
    expect(await linkClaims(mail, '/newsletters/preferences', NEWSLETTER_LINKS.preferences.purpose)).toEqual({ subject: '7', extra: {} });
  });
});
