import { describe, expect, it } from 'vitest';
import { renderMail, type MailTemplates } from '@/features/mail/server/render-mail';
import { createEventSignupMailTemplates } from './signup-mail-templates';

const templates = createEventSignupMailTemplates({
  cancel: async (signupId) => `https://www.openshiur.example/events/signups/cancel?token=signed-${signupId}`,
  site: { url: 'https://www.openshiur.example/', name: 'OpenShiur' },
  timeZone: 'America/New_York',
}) as unknown as MailTemplates;

const data = {
  signupId: 41,
  name: 'Sample Person',
  seats: 2,
  event: { id: 7, title: 'Sample Siyum Dinner', startsAt: '2030-03-04T23:30:00.000Z', endsAt: null, location: 'Sample Hall', description: null },
};
const render = (template: string) => renderMail({ template, recipient: 'person@example.org', data, stream: 'transactional' }, templates);

describe('the sign-up mails', () => {
  it('confirms with the seats, the time in the site time zone, the cancel link and the event as .ics', async () => {
    const mail = await render('event-signup-confirmed');
    expect(mail.subject).toBe("You're signed up: Sample Siyum Dinner");
    expect(mail.text).toContain('We have kept 2 seats for you at Sample Siyum Dinner: Mar 4, 2030, 6:30 PM EST, Sample Hall.');
    expect(mail.html).toContain('https://www.openshiur.example/events/signups/cancel?token=signed-41');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'event.ics', contentType: expect.stringContaining('text/calendar') });
    expect(mail.attachments[0]!.content).toContain('SUMMARY:Sample Siyum Dinner');
    expect(mail.attachments[0]!.content).toContain('UID:event-7@www.openshiur.example');
    expect(mail.attachments[0]!.content).toContain('DTSTART:20300304T233000Z');
  });

  it('says so when on the waiting list (no .ics yet), and when moved up from it (with the .ics)', async () => {
    const waiting = await render('event-signup-waitlisted');
    expect(waiting.subject).toBe('On the waiting list: Sample Siyum Dinner');
    expect(waiting.attachments).toEqual([]);
    expect(waiting.html).toContain('token=signed-41');
    const promoted = await render('event-signup-promoted');
    expect(promoted.subject).toBe('A place for you: Sample Siyum Dinner');
    expect(promoted.attachments[0]!.content).toContain('SUMMARY:Sample Siyum Dinner');
  });

  it('refuses data that is not a sign-up', async () => {
    await expect(renderMail({ template: 'event-signup-confirmed', recipient: 'x@example.org', data: { signupId: 'x' }, stream: 'transactional' }, templates)).rejects.toThrow();
  });
});
