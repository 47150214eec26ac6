import { beforeAll, describe, expect, it } from 'vitest';
import type { MailTemplates, RenderedMail } from '@/features/mail/server/render-mail';

let render: (template: string, recipient: string) => Promise<RenderedMail>;

const data = { messageId: 12, name: 'Sample Sender', email: 'sample.sender@example.org', subject: 'Sunday shiur', message: 'Is there a shiur\non Sunday <morning>?' };

beforeAll(async () => {
  const [{ renderMail }, { contactMailTemplates }] = await Promise.all([import('@/features/mail/server/render-mail'), import('./contact-mail-templates')]);
  render = (template, recipient) => renderMail({ template, stream: 'transactional', data, recipient }, contactMailTemplates as MailTemplates);
});

describe('the contact form mails', () => {
  it('tells the organisation who wrote and what, and replies go to the sender', async () => {
    const mail = await render('contact-message', 'office@example.org');
    expect(mail).toMatchObject({ to: 'office@example.org', subject: 'Contact form: Sunday shiur', replyTo: { name: 'Sample Sender', address: 'sample.sender@example.org' } });
    expect(mail.text).toContain('Sample Sender <sample.sender@example.org> wrote with the contact form');
    // The message's own lines, and its text escaped in the HTML.
    expect(mail.text).toContain('Is there a shiur\non Sunday <morning>?');
    expect(mail.html).toContain('on Sunday &lt;morning&gt;?');
    expect(mail.headers['List-Unsubscribe']).toBeUndefined();
  });

  it('sends the sender a copy of what they wrote', async () => {
    const mail = await render('contact-copy', 'sample.sender@example.org');
    expect(mail).toMatchObject({ to: 'sample.sender@example.org', subject: 'We received your message: Sunday shiur' });
    expect(mail.replyTo).toBeUndefined();
    expect(mail.html).toContain('We received your message, Sample Sender');
    expect(mail.text).toContain('Is there a shiur\non Sunday <morning>?');
  });
});
