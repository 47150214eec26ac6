import type { EventSignupFieldsFragment } from '@openshiur/graphql';

/**
 * A CSV field (RFC 4180): quoted when it holds a quote, comma or line break. Text a spreadsheet
 * would run as a formula (=, +, -, @, tab, carriage return first) gets a leading apostrophe:
 * names and addresses are typed by visitors.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** An event's sign-ups as CSV, one row each in arrival order, with a header row. */
export function signupsCsv(signups: readonly EventSignupFieldsFragment[]): string {
  const rows = [
    ['Name', 'E-mail', 'Seats', 'State', 'Signed up', 'Changed'],
    ...signups.map((signup) => [signup.name, signup.email, signup.seats, signup.state.toLowerCase(), signup.createdAt, signup.updatedAt]),
  ];
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
