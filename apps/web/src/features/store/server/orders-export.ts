import 'server-only';
import { GetStudioOrderExportDocument } from '@openshiur/graphql';
import { adminCsvExport } from '@/features/studio/server/admin-csv-export';
import { orderStatusOf, ordersCsv } from '../orders-csv';

/** GET /api/studio/orders[?status=…]: every order with the status, as CSV. Admins only, checked here and again by the API. */
export function exportOrders(request: Request): Promise<Response> {
  const status = orderStatusOf(new URL(request.url).searchParams.get('status'));
  return adminCsvExport(request, 'orders', { document: GetStudioOrderExportDocument, variables: { status } }, (data) => ordersCsv(data.studioOrderExport));
}
