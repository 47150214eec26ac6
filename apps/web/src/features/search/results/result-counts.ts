/**
 * How the results page writes its counts. Exact counts in full ("4,801"); estimates (a query
 * matching a large part of the catalogue, `exhaustive: false`) rounded to two significant figures,
 * so they do not claim a precision they lack: "about 84,000 shiurim", "≈1,500" beside a filter.
 */
const format = (count: number) => count.toLocaleString('en-US');

/** Two significant figures from 100 up; smaller estimates as they are. */
export function roundEstimate(count: number): number {
  if (count < 100) return count;
  const unit = 10 ** (Math.floor(Math.log10(count)) - 1);
  return Math.round(count / unit) * unit;
}

/** The results heading: "1 shiur", "4,801 shiurim", "About 84,000 shiurim". */
export function resultsHeading(total: number, exhaustive: boolean): string {
  const noun = total === 1 ? 'shiur' : 'shiurim';
  return exhaustive ? `${format(total)} ${noun}` : `About ${format(roundEstimate(total))} ${noun}`;
}

/** A filter value's count: "1,523", or "≈1,500" when estimated. */
export function facetCount(count: number, exhaustive: boolean): string {
  return exhaustive ? format(count) : `≈${format(roundEstimate(count))}`;
}
