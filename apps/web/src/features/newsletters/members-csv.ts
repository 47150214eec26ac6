/**
 * The members' export as CSV (RFC 4180): one header line, CRLF line ends, fields quoted when they
 * hold a comma, a quote or a line break. Spreadsheets run a cell that starts with = + - @ (or a
 * tab or carriage return) as a formula, so such a cell gets a leading single quote: an address or
 * a name typed into the public form must never become a formula on an admin's machine (OWASP's
 * CSV injection advice).
 */
export interface MemberRow {
  email: string;
  firstName: string | null | undefined;
  confirmedAt: string;
  lists: readonly string[];
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Lines of cells (the header first) as one CSV document, every cell made safe by `csvCell`. */
export function csvDocument(lines: readonly (readonly string[])[]): string {
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export function membersCsv(members: readonly MemberRow[]): string {
  return csvDocument([
    ['email', 'first_name', 'confirmed_at', 'lists'],
    ...members.map((member) => [member.email, member.firstName ?? '', member.confirmedAt, member.lists.join(' ')]),
  ]);
}

/** `openshiur-daily-daf-members-2026-11-25.csv` */
export function membersCsvFileName(siteName: string, list: string | null, today: string): string {
  const site = siteName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'site';
  return `${site}-${list ?? 'all'}-members-${today}.csv`;
}
