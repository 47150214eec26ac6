import type { Metadata } from 'next';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { env, isProductionDeployment } from '@/env';
import { listMailFiles } from '@/features/mail/server/mail-folder';
import { DevMailFrame } from '@/features/mail/server/DevMailFrame';

// A developer's tool reading the disk at request time: never prerendered.
export const instant = false;

export const metadata: Metadata = { title: 'Mail sent by this server', robots: { index: false } };

/**
 * /dev/mail, outside production: the mails this server wrote into MAIL_DIR (the default when no
 * SMTP_URL is set), newest first, so a developer or a tester can read and follow them.
 */
export default async function DevMailPage() {
  if (isProductionDeployment) notFound();
  await connection();
  const mails = await listMailFiles(env.MAIL_DIR);
  return (
    <DevMailFrame title="Mail sent by this server">
      <p>
        {env.SMTP_URL
          ? 'SMTP_URL is set: mail goes to that server, and only mail written before it was set is listed here.'
          : `No SMTP_URL is set, so every mail is written to ${env.MAIL_DIR} instead of being sent. The newest 100:`}
      </p>
      {mails.length === 0 ? (
        <p>No mail yet.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Written</th>
              <th scope="col">To</th>
              <th scope="col">Subject</th>
            </tr>
          </thead>
          <tbody>
            {mails.map((mail) => (
              <tr key={mail.file}>
                <td>{mail.date?.toISOString().replace('T', ' ').slice(0, 19) ?? ''}</td>
                <td>{mail.to}</td>
                <td>
                  <Link href={`/dev/mail/${mail.file}`}>{mail.subject}</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DevMailFrame>
  );
}
