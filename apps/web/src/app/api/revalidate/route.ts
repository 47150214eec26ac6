import { createHash, timingSafeEqual } from 'node:crypto';
import { env } from '@/env';
import { applyContentChanges } from '@/server/apply-content-changes';
import { contentChangesSchema } from '@/server/content-changes';
import { syncSearchIndexWith } from '@/server/services';

/**
 * POST /api/revalidate: the content system reports what it changed; the pages showing it leave
 * Next's cache at once (the next visitor gets a fresh render), and the search index catches up.
 *
 *   Authorization: Bearer $REVALIDATE_SECRET
 *   { "changes": [{ "type": "post", "id": 12, "change": "published" }] }
 *
 * Off (404) unless REVALIDATE_SECRET is set. Nothing is expired on a bad request.
 */
export async function POST(request: Request): Promise<Response> {
  if (!env.REVALIDATE_SECRET) return problem(404, 'Not found');
  if (!hasSecret(request.headers.get('authorization'), env.REVALIDATE_SECRET)) {
    return problem(401, 'A valid "Authorization: Bearer <REVALIDATE_SECRET>" header is required', {
      'www-authenticate': 'Bearer',
    });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return problem(400, 'The body must be JSON: { "changes": [{ "type", "id", "change" }] }');
  }
  const parsed = contentChangesSchema.safeParse(body);
  if (!parsed.success) {
    return problem(400, 'Invalid change report', {}, parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const { expired, search } = await applyContentChanges(parsed.data, syncSearchIndexWith);
  return Response.json({ expired, search }, { status: search === 'synced' ? 200 : 502 });
}

function hasSecret(header: string | null, secret: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  if (!match) return false;
  // Hashing first gives equal lengths, so the comparison takes the same time whatever was sent.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]!), digest(secret));
}

function problem(status: number, message: string, headers: Record<string, string> = {}, details?: string[]): Response {
  return Response.json({ error: message, ...(details ? { details } : {}) }, { status, headers });
}
