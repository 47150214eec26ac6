import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/** A mail a site wrote into its MAIL_DIR, parsed, with the links of its HTML part. */
export interface ReceivedMail {
  file: string;
  mail: ParsedMail;
  to: string;
  subject: string;
  /** Every href of the HTML part, in order, entities decoded. */
  links: string[];
  /** A raw header line's value (`list-unsubscribe`, `list-unsubscribe-post`), as sent. */
  header(name: string): string | undefined;
}

const recipients = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to.map((to) => to.text).join(', ') : (mail.to?.text ?? ''));

async function readMail(dir: string, file: string): Promise<ReceivedMail> {
  const mail = await simpleParser(await readFile(join(dir, file)));
  const html = typeof mail.html === 'string' ? mail.html : '';
  const links = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
  return {
    file,
    mail,
    to: recipients(mail),
    subject: mail.subject ?? '',
    links,
    header: (name) => mail.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, ''),
  };
}

/** Every mail of the folder to `to`, oldest first. */
export async function mailsTo(dir: string, to: string): Promise<ReceivedMail[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map((file) => readMail(dir, file)));
  return mails.filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()));
}

/**
 * Waits for the site to write a mail to `to` whose subject matches (mail goes out through the job
 * runner, a moment after the request that queued it). Fails with what did arrive, to make a
 * wrong subject easy to see.
 */
export async function waitForMail(dir: string, to: string, subject: RegExp | string = /./, timeoutMs = 30_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  const matches = (mail: ReceivedMail) => (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject));
  for (;;) {
    const mails = await mailsTo(dir, to);
    const found = mails.reverse().find(matches);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`No mail to ${to} with subject ${String(subject)} in ${dir}; found: ${JSON.stringify(mails.map((mail) => mail.subject))}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A link of the mail's site, made relative so the test follows it on the site under test (mails use SITE_URL). */
export const sitePath = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};
