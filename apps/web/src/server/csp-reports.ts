import { z } from 'zod';

/**
 * What browsers report when the script policy (serve/script-policy.mjs) refused something: read from
 * either format (the `report-uri` one, `{"csp-report": {…}}`, and the Reporting API's list of
 * `csp-violation` reports), counted for GET /api/health and logged, at most LOG_LINES_PER_MINUTE
 * lines a minute so a flood of reports cannot flood the log. A rise after a deploy or a new outside
 * script means the policy refuses something the site needs (SCRIPT_SOURCES, SCRIPT_POLICY=report-only
 * to try it); a steady trickle is usually browser extensions.
 */

export interface CspViolation {
  /** The page the browser refused something on. */
  page: string;
  /** The directive it broke (`script-src-elem`, `worker-src`). */
  directive: string;
  /** What was refused: an address, or `inline`, `eval`. */
  blocked: string;
  /** The start of the refused script, when the browser sends one. */
  sample: string;
  /** `enforce`, or `report` under SCRIPT_POLICY=report-only. */
  disposition: string;
}

const LOG_LINES_PER_MINUTE = 20;
/** Longest text kept of any field: reports are logged, not stored. */
const FIELD_CHARS = 300;

/** Any field may be missing (browsers leave out what they do not know); a non-text one reads as ''. */
const field = z
  .unknown()
  .optional()
  .transform((value) =>
    typeof value === 'string' || typeof value === 'number'
      ? String(value).slice(0, FIELD_CHARS)
      : '',
  );

const legacyReport = z.object({
  'csp-report': z.object({
    'document-uri': field,
    'effective-directive': field,
    'violated-directive': field,
    'blocked-uri': field,
    'script-sample': field,
    disposition: field,
  }),
});

const reportingApiReport = z.object({
  type: z.literal('csp-violation'),
  url: field,
  body: z.object({
    documentURL: field,
    effectiveDirective: field,
    blockedURL: field,
    sample: field,
    disposition: field,
  }),
});

/**
 * The violations a report body holds, or null when it is not a CSP report in either format.
 *
 * @param text  the request body
 */
export function parseCspReport(text: string): CspViolation[] | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const legacy = legacyReport.safeParse(json);
  if (legacy.success) {
    const report = legacy.data['csp-report'];
    return [
      {
        page: report['document-uri'],
        directive: report['effective-directive'] || report['violated-directive'],
        blocked: report['blocked-uri'],
        sample: report['script-sample'],
        disposition: report.disposition,
      },
    ];
  }
  if (!Array.isArray(json) || json.length === 0 || json.length > 100) return null;
  const violations: CspViolation[] = [];
  for (const entry of json) {
    const parsed = reportingApiReport.safeParse(entry);
    // The Reporting API batches other report types with these: only the CSP ones count.
    if (!parsed.success) continue;
    const { body, url } = parsed.data;
    violations.push({
      page: body.documentURL || url,
      directive: body.effectiveDirective,
      blocked: body.blockedURL,
      sample: body.sample,
      disposition: body.disposition,
    });
  }
  return violations.length > 0 ? violations : null;
}

const REPORTS_KEY = Symbol.for('@openshiur/web/csp-reports');

interface ReportLog {
  violations: number;
  minute: number;
  linesThisMinute: number;
}

function reportLog(): ReportLog {
  const store = globalThis as typeof globalThis & { [REPORTS_KEY]?: ReportLog };
  return (store[REPORTS_KEY] ??= { violations: 0, minute: 0, linesThisMinute: 0 });
}

/** Counts the violations and logs them within the minute's allowance. */
export function recordCspViolations(
  violations: readonly CspViolation[],
  now = Date.now(),
  log: (line: string) => void = console.warn,
): void {
  const state = reportLog();
  state.violations += violations.length;
  const minute = Math.floor(now / 60_000);
  if (minute !== state.minute) {
    state.minute = minute;
    state.linesThisMinute = 0;
  }
  for (const violation of violations) {
    if (state.linesThisMinute >= LOG_LINES_PER_MINUTE) return;
    state.linesThisMinute += 1;
    const sample = violation.sample ? ` (${JSON.stringify(violation.sample.slice(0, 80))})` : '';
    log(
      `[csp] ${violation.disposition === 'report' ? 'would refuse' : 'refused'} ${violation.directive} ${violation.blocked || '(no address)'} on ${violation.page}${sample}`,
    );
  }
}

/** How many violations browsers reported to this process since it started (GET /api/health). */
export function cspViolationCount(): { reports: number } {
  return { reports: reportLog().violations };
}
