import 'server-only';
import { StudioDedicationsDocument } from '@openshiur/graphql';
import { env } from '@/env';
import { identityOfRequest } from '@/features/account/server/session';
import { firstDayOf, lastDayOf, monthParam, parseMonthParam } from '@/features/calendar/month';
import { errorCodeOf, runOperation } from '@/features/newsletters/server/run-operation';
import { holdsRole } from '@/features/studio/server/roles';
import { dedicationsCsv } from '../dedications-csv';

const text = (status: number, message: string) =>
  new Response(`${message}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * GET /api/studio/dedications?month=YYYY-MM: the month's dedications by day as CSV (donors'
 * addresses included: admins only, checked here and again by the API, never cached).
 */
export async function exportDedications(request: Request): Promise<Response> {
  const identity = await identityOfRequest(request);
  if (!identity) return text(401, 'Sign in as an admin first.');
  if (!(await holdsRole(identity, 'admin'))) return text(403, 'Only admins can export dedications.');
  const month = parseMonthParam(new URL(request.url).searchParams.get('month') ?? undefined);
  if (!month) return text(400, 'Give a month as YYYY-MM.');
  const { data, errors } = await runOperation(request, StudioDedicationsDocument, { from: firstDayOf(month), to: lastDayOf(month) });
  if (!data) {
    const code = errorCodeOf(errors);
    if (code === 'FORBIDDEN' || code === 'UNAUTHENTICATED') return text(403, 'Only admins can export dedications.');
    throw errors[0] ?? new Error('The dedications export failed');
  }
  const site = env.SITE_NAME.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'site';
  return new Response(dedicationsCsv(data.studioDedications), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${site}-dedications-${monthParam(month)}.csv"`,
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    },
  });
}
