import { env, isProductionDeployment } from '@/env';
import { readMailFile } from '@/features/mail/server/mail-folder';
import { safeDecode } from '@/lib/safe-decode';

/** The mail exactly as written, to open in a mail program. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const name = safeDecode(file);
  const found = isProductionDeployment || !name ? null : await readMailFile(env.MAIL_DIR, name);
  if (!found) return new Response('No such mail', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(new Uint8Array(found.raw), {
    headers: { 'content-type': 'message/rfc822', 'content-disposition': `attachment; filename="${file}"`, 'cache-control': 'no-store' },
  });
}
