import 'server-only';
import { GetStudioDonationExportDocument } from '@openshiur/graphql';
import { adminCsvExport } from '@/features/studio/server/admin-csv-export';
import { donationFilterOf, donationsCsv } from '../donations-csv';

/**
 * GET /api/studio/donations[?status=…&frequency=…]: every donation matching the studio list's
 * filter, as CSV. Admins only, checked here and again by the API.
 */
export function exportDonations(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const filter = donationFilterOf({ status: params.get('status') ?? undefined, frequency: params.get('frequency') ?? undefined });
  return adminCsvExport(request, 'donations', { document: GetStudioDonationExportDocument, variables: { filter } }, (data) => donationsCsv(data.studioDonationExport));
}
