import 'server-only';
import { GetNewsletterMembersDocument } from '@openshiur/graphql';
import { env } from '@/env';
import { csvDownload, plainAnswer as text, refusedUnlessAdmin } from '@/features/studio/server/admin-csv-export';
import { membersCsv, membersCsvFileName } from '../members-csv';
import { tokenOf } from './link-operations';
import { errorCodeOf, runOperation } from './run-operation';

/**
 * GET /api/studio/newsletters/members?list=…: the confirmed members still receiving mail, of one
 * list or (no `list`) of any, as CSV. Admins only, checked here (the proxy does not see /api) and
 * again by the API; addresses are personal data, so nothing is cached on the way.
 */
export async function exportNewsletterMembers(request: Request): Promise<Response> {
  const refused = await refusedUnlessAdmin(request, 'newsletter members');
  if (refused) return refused;
  const param = new URL(request.url).searchParams.get('list');
  const list = param === null || param === '' ? null : tokenOf(param);
  if (param && !list) return text(400, 'No such list.');
  const { data, errors } = await runOperation(request, GetNewsletterMembersDocument, { list });
  if (!data) {
    const code = errorCodeOf(errors);
    if (code === 'NOT_FOUND' || code === 'BAD_USER_INPUT') return text(404, 'No such list.');
    if (code === 'FORBIDDEN' || code === 'UNAUTHENTICATED') return text(403, 'Only admins can export newsletter members.');
    throw errors[0] ?? new Error('The members export failed');
  }
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: env.SITE_TIMEZONE }).format(new Date());
  return csvDownload(
    membersCsv(data.newsletterMembers.map((member) => ({ ...member, confirmedAt: String(member.confirmedAt) }))),
    membersCsvFileName(env.SITE_NAME, list, today),
  );
}
