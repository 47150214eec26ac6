import 'server-only';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/** Only names the folder transport writes: no path can leave the folder. */
const MAIL_FILE = /^[\w-]+\.eml$/;

export const isMailFileName = (name: string) => MAIL_FILE.test(name);

export interface MailSummary {
  file: string;
  date: Date | undefined;
  to: string;
  subject: string;
}

const addressText = (field: ParsedMail['to']) => (Array.isArray(field) ? field.map((one) => one.text).join(', ') : (field?.text ?? ''));

/** The newest `limit` mails of the folder, newest first (file names start with the time they were written). */
export async function listMailFiles(dir: string, limit = 100): Promise<MailSummary[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const newest = names.filter(isMailFileName).sort().reverse().slice(0, limit);
  return Promise.all(
    newest.map(async (file) => {
      const mail = await simpleParser(await readFile(join(dir, file)), { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true });
      return { file, date: mail.date, to: addressText(mail.to), subject: mail.subject ?? '(no subject)' };
    }),
  );
}

/** One mail of the folder, parsed; null when there is no such file. */
export async function readMailFile(dir: string, file: string): Promise<{ raw: Buffer; mail: ParsedMail } | null> {
  if (!isMailFileName(file)) return null;
  const raw = await readFile(join(dir, file)).catch(() => null);
  if (!raw) return null;
  return { raw, mail: await simpleParser(raw) };
}

export { addressText };
