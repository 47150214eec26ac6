import 'server-only';
import { GetStudioOrderExportDocument } from '@openshiur/graphql';
import { env } from '@/env';
import { errorCodeOf, runOperation } from '@/features/newsletters/server/run-operation';
import { csvDownload, plainAnswer, refusedUnlessAdmin } from '@/features/studio/server/admin-csv-export';
import { orderStatusOf, ordersCsv } from '../orders-csv';

/** GET /api/studio/orders[?status=…]: every order with the status, as CSV. Admins only, checked here and again by the API. */
export async function exportOrders(request: Request): Promise<Response> {
  const refused = await refusedUnlessAdmin(request, 'orders');
  if (refused) return refused;
  const status = orderStatusOf(new URL(request.url).searchParams.get('status'));
  const { data, errors } = await runOperation(request, GetStudioOrderExportDocument, { status });
  if (!data) {
    const code = errorCodeOf(errors);
    if (code === 'FORBIDDEN' || code === 'UNAUTHENTICATED') return plainAnswer(403, 'Only admins can export orders.');
    throw errors[0] ?? new Error('The orders export failed');
  }
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: env.SITE_TIMEZONE }).format(new Date());
  return csvDownload(ordersCsv(data.studioOrderExport), `orders-${today}.csv`);
}
