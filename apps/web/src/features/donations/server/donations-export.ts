import 'server-only';
import { GetStudioDonationExportDocument } from '@openshiur/graphql';
import { env } from '@/env';
import { errorCodeOf, runOperation } from '@/features/newsletters/server/run-operation';
import { csvDownload, plainAnswer, refusedUnlessAdmin } from '@/features/studio/server/admin-csv-export';
import { donationFilterOf, donationsCsv } from '../donations-csv';

/**
 * GET /api/studio/donations[?status=…&frequency=…]: every donation matching the studio list's
 * filter, as CSV. Admins only, checked here and again by the API.
 */
export async function exportDonations(request: Request): Promise<Response> {
  const refused = await refusedUnlessAdmin(request, 'donations');
  if (refused) return refused;
  const params = new URL(request.url).searchParams;
  const filter = donationFilterOf({ status: params.get('status') ?? undefined, frequency: params.get('frequency') ?? undefined });
  const { data, errors } = await runOperation(request, GetStudioDonationExportDocument, { filter });
  if (!data) {
    const code = errorCodeOf(errors);
    if (code === 'FORBIDDEN' || code === 'UNAUTHENTICATED') return plainAnswer(403, 'Only admins can export donations.');
    throw errors[0] ?? new Error('The donations export failed');
  }
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: env.SITE_TIMEZONE }).format(new Date());
  return csvDownload(donationsCsv(data.studioDonationExport), `donations-${today}.csv`);
}
