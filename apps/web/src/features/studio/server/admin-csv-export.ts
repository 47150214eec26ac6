import 'server-only';
import type { TypedDocumentNode } from '@apollo/client';
import { env } from '@/env';
import { identityOfRequest } from '@/features/account/server/session';
import { errorCodeOf, runOperation } from '@/features/newsletters/server/run-operation';
import { holdsRole } from './roles';

/** A plain-text answer of an export route (a refusal, or "no such list"). */
export const plainAnswer = (status: number, message: string) =>
  new Response(`${message}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * The refusal for a request that is not an admin's (401 without a session, 403 for anyone else),
 * or null for an admin. The admins' CSV exports check here, since the proxy does not see /api, and
 * the API checks again.
 */
export async function refusedUnlessAdmin(request: Request, what: string): Promise<Response | null> {
  const identity = await identityOfRequest(request);
  if (!identity) return plainAnswer(401, 'Sign in as an admin first.');
  if (!(await holdsRole(identity, 'admin'))) return plainAnswer(403, `Only admins can export ${what}.`);
  return null;
}

/** The CSV as a download: personal data, so never kept on the way, never indexed. */
export const csvDownload = (csv: string, fileName: string) =>
  new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    },
  });

/**
 * An admins' list as a CSV download named `{what}-{today}.csv`: refused unless the request is an
 * admin's, then read through the API (which checks the role again) and written by `toCsv`.
 */
export async function adminCsvExport<TData, TVariables extends Record<string, unknown>>(
  request: Request,
  what: string,
  operation: { document: TypedDocumentNode<TData, TVariables>; variables: TVariables },
  toCsv: (data: TData) => string,
): Promise<Response> {
  const refused = await refusedUnlessAdmin(request, what);
  if (refused) return refused;
  const { data, errors } = await runOperation(request, operation.document, operation.variables);
  if (!data) {
    const code = errorCodeOf(errors);
    if (code === 'FORBIDDEN' || code === 'UNAUTHENTICATED') return plainAnswer(403, `Only admins can export ${what}.`);
    throw errors[0] ?? new Error(`The ${what} export failed`);
  }
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: env.SITE_TIMEZONE }).format(new Date());
  return csvDownload(toCsv(data), `${what}-${today}.csv`);
}
