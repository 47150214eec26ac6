import { databaseAnswers } from '@openshiur/db';
import { connection } from 'next/server';
import { cacheStats } from '@/server/cache-stats';
import { database } from '@/server/services';
import { cspViolationCount } from '@/server/csp-reports';
import { serverErrors } from '@/server/server-errors';

/**
 * GET /api/health: for load balancers and operators. 200 when the database answers, 503 when it
 * does not (the cached pages may still be served). `cache.contentReads` counts the content reads
 * this process made on cache misses since it started; `errors.requests` the requests it failed with
 * an unexpected error (a rise is worth an alert); `csp.reports` what browsers reported the script
 * policy refused (src/server/csp-reports.ts).
 */
export async function GET(): Promise<Response> {
  await connection(); // always live, never prerendered
  const headers = { 'cache-control': 'no-store' };
  const answers = await database().then(databaseAnswers, () => false);
  const databaseStatus = answers ? 'ok' : 'unreachable';
  const status = databaseStatus === 'ok' ? 'ok' : 'degraded';
  return Response.json(
    { status, database: databaseStatus, cache: cacheStats(), errors: serverErrors(), csp: cspViolationCount() },
    { status: status === 'ok' ? 200 : 503, headers },
  );
}
