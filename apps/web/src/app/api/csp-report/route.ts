import { readBoundedBody } from '@openshiur/graphql/server';
import { parseCspReport, recordCspViolations } from '@/server/csp-reports';

/** A browser's report is a few kilobytes; the Reporting API may batch a few. */
const MAX_REPORT_BYTES = 64 * 1024;

const answer = (status: number, message?: string) =>
  new Response(message ? `${message}\n` : null, {
    status,
    headers: {
      'cache-control': 'no-store',
      ...(message ? { 'content-type': 'text/plain; charset=utf-8' } : {}),
    },
  });

/**
 * POST /api/csp-report: where browsers report what the script policy refused (the policy's
 * `report-uri`, serve/script-policy.mjs). Counted and logged (src/server/csp-reports.ts); 204 for a
 * report, 400 for anything else, 413 past 64 KiB.
 */
export async function POST(request: Request): Promise<Response> {
  const body = await readBoundedBody(request, MAX_REPORT_BYTES);
  if (body === null) return answer(413, 'A report may be at most 64 KiB.');
  const violations = parseCspReport(body.toString('utf8'));
  if (!violations) return answer(400, 'Not a Content-Security-Policy report.');
  recordCspViolations(violations);
  return answer(204);
}
