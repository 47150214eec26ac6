import { env } from '@/env';
import { runDueJobsNow } from '@/server/jobs/job-runner';
import { carriesSecret, internalJobToken } from '@/server/jobs/job-token';

/**
 * POST /api/jobs/run: runs the jobs that are due (publishing Scheduled posts, refreshing pages after
 * an import). The server's own ticker calls it every JOB_RUNNER_INTERVAL_SECONDS with a per-process
 * token; an outside scheduler may call it with `Authorization: Bearer $JOBS_SECRET`.
 */
export async function POST(request: Request): Promise<Response> {
  if (!carriesSecret(request.headers.get('authorization'), [internalJobToken(), env.JOBS_SECRET])) {
    return Response.json({ error: 'A valid "Authorization: Bearer <JOBS_SECRET>" header is required' }, { status: 401, headers: { 'www-authenticate': 'Bearer' } });
  }
  try {
    const report = await runDueJobsNow();
    return Response.json(report, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    console.error('[jobs] the run failed', error);
    return Response.json({ error: 'The job queue could not be read' }, { status: 503, headers: { 'retry-after': '15' } });
  }
}
