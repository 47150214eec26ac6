import type { Metadata } from 'next';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { env, isProductionDeployment } from '@/env';
import { addressText, readMailFile } from '@/features/mail/server/mail-folder';
import { DevMailFrame } from '@/features/mail/server/DevMailFrame';
import { safeDecode } from '@/lib/safe-decode';

// A developer's tool reading the disk at request time: never prerendered.
export const instant = false;

export const metadata: Metadata = { title: 'A mail sent by this server', robots: { index: false } };

const HREF = /href="([^"]+)"/g;

/** One mail of /dev/mail: its headers, its links, the HTML part (sandboxed) and the text part. */
export default async function DevMailMessagePage({ params }: { params: Promise<{ file: string }> }) {
  if (isProductionDeployment) notFound();
  await connection();
  const { file } = await params;
  const name = safeDecode(file);
  const found = name ? await readMailFile(env.MAIL_DIR, name) : null;
  if (!found) notFound();
  const { mail } = found;
  const html = typeof mail.html === 'string' ? mail.html : '';
  const links = [...new Set([...html.matchAll(HREF)].map((match) => match[1]!.replaceAll('&amp;', '&')))];
  // As sent (mailparser folds the List-* headers into one structured value).
  const shownHeaders = new Set(['list-unsubscribe', 'list-unsubscribe-post', 'message-id']);
  const headers = mail.headerLines
    .filter((line) => shownHeaders.has(line.key))
    .map((line) => [line.line.slice(0, line.line.indexOf(':')), line.line.slice(line.line.indexOf(':') + 1).trim()] as const);
  return (
    <DevMailFrame title={mail.subject ?? '(no subject)'}>
      <dl>
        <dt>From</dt>
        <dd>{addressText(mail.from)}</dd>
        <dt>To</dt>
        <dd>{addressText(mail.to)}</dd>
        <dt>Date</dt>
        <dd>{mail.date?.toISOString() ?? ''}</dd>
        {headers.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <a href={`/dev/mail/${file}/raw`}>Download the .eml</a> · <Link href="/dev/mail">All mail</Link>
      </p>
      {mail.attachments.length > 0 ? (
        <p>Attachments: {mail.attachments.map((attachment) => `${attachment.filename ?? 'unnamed'} (${attachment.contentType}, ${attachment.size} bytes)`).join(', ')}</p>
      ) : null}
      <h2>Links</h2>
      <ul>
        {links.map((href) => (
          <li key={href}>
            <a href={href}>{href}</a>
          </li>
        ))}
      </ul>
      <h2>HTML part</h2>
      {/* Sandboxed: a mail's markup never runs script on the site's origin. */}
      <iframe title="The mail's HTML part" sandbox="allow-popups allow-popups-to-escape-sandbox" srcDoc={html.replace('<head>', '<head><base target="_blank">')} style={{ width: '100%', height: '32rem', border: '1px solid #ccc' }} />
      <h2>Text part</h2>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{mail.text}</pre>
    </DevMailFrame>
  );
}
