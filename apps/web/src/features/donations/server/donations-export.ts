import 'server-only';
import { GetStudioDonationExportDocument } from '@openshiur/graphql';
import { env } from '@/env';
import { identityOfRequest } from '@/features/account/server/session';
import { holdsRole } from '@/features/studio/server/roles';
import { errorCodeOf, runOperation } from '@/features/newsletters/server/run-operation';
import { donationFilterOf, donationsCsv } from '../donations-csv';

const text = (status: number, message: string) =>
  new Response(`${message}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * GET /api/studio/donations: every donation matching the list's filter, as CSV. Admins only,
 * checked here (the proxy does not see /api) and again by the API; donors' names and addresses
 * are personal data, so nothing is cached on the way.
 */
export async function exportDonations(request: Request): Promise<Response> {
  const identity = await identityOfRequest(request);
  if (!identity) return text(401, 'Sign in as an admin first.');
  if (!(await holdsRole(identity, 'admin'))) return text(403, 'Only admins can export donations.');
  const params = new URL(request.url).searchParams;
  const filter = donationFilterOf({ status: params.get('status') ?? undefined, frequency: params.get('frequency') ?? undefined });
  const { data, errors } = await runOperation(request, GetStudioDonationExportDocument, { filter });
  if (!data) {
    const code = errorCodeOf(errors);
    if (code === 'FORBIDDEN' || code === 'UNAUTHENTICATED') return text(403, 'Only admins can export donations.');
    throw errors[0] ?? new Error('The donations export failed');
  }
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: env.SITE_TIMEZONE }).format(new Date());
  return new Response(donationsCsv(data.studioDonationExport), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="donations-${today}.csv"`,
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    },
  });
}
