/** How figures are written in the bench's tables. */

/** `value / floor` as `0.05×`; a dash when the floor measured nothing. */
export function ratio(value: number, floor: number): string {
  if (!(floor > 0) || !Number.isFinite(value)) return '–';
  const quotient = value / floor;
  return `${quotient < 0.1 ? quotient.toFixed(3) : quotient.toFixed(2)}×`;
}

/** Requests per second: whole numbers, one decimal below 10 (a slow page's 6.4 req/s). */
export function requestRate(value: number): string {
  return value < 10 ? value.toFixed(1) : value.toFixed(0);
}

export function kibibytes(bytes: number | undefined): string {
  return bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)} KiB`;
}

export function mebibytes(bytes: number | undefined): string {
  return bytes === undefined ? '–' : `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
}

const SHORT_DIRECTIVES: Record<string, string> = {
  'must-revalidate': 'must-reval',
  'stale-while-revalidate': 'swr',
  'proxy-revalidate': 'proxy-reval',
};

/**
 * A Cache-Control value in a table cell: directives without spaces, the long ones abbreviated
 * (`private, no-cache, no-store, max-age=0, must-revalidate` → `private,no-cache,no-store,max-age=0,must-reval`).
 */
export function shortCacheControl(value: string | null | undefined): string {
  if (!value) return '(none)';
  return value
    .split(',')
    .map((directive) => directive.trim().toLowerCase())
    .filter(Boolean)
    .map((directive) => {
      const [name = '', argument] = directive.split('=');
      const short = SHORT_DIRECTIVES[name] ?? name;
      return argument === undefined ? short : `${short}=${argument}`;
    })
    .join(',');
}

/** A path in a table cell: at most `width` characters. */
export function shortPath(path: string, width = 36): string {
  return path.length > width ? `${path.slice(0, width - 1)}…` : path;
}

/** A plain-text table: columns padded to their widest cell, a rule under the header. */
export function renderTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** A latency in a table cell: two decimals under 10 ms, one above (`4.21 ms`, `83.4 ms`). */
export function milliseconds(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
}

/** A size in a table cell: KiB under one MiB, MiB with one decimal above. */
export function byteSize(bytes: number): string {
  return bytes < 1024 * 1024 ? kibibytes(bytes) : `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
