import type { StudioDedicationFieldsFragment } from '@openshiur/graphql';
import { csvDocument } from '@/features/newsletters/members-csv';

export interface DedicationDayRows {
  date: string;
  dedications: readonly StudioDedicationFieldsFragment[];
}

/** A month of the studio's dedication calendar as CSV: one line per day and dedication (a yearly one on its yahrzeit). */
export function dedicationsCsv(days: readonly DedicationDayRows[]): string {
  return csvDocument([
    ['date', 'status', 'kind', 'mode', 'name', 'hebrew_name', 'relation', 'parent_name', 'parent_hebrew_name', 'passed_on', 'after_sunset', 'hebrew_date_of_passing', 'dedicated_by', 'donor_email', 'message', 'donation_id', 'id'],
    ...days.flatMap((day) =>
      day.dedications.map(({ dedication: row, ...studio }) => [
        day.date,
        studio.status.toLowerCase(),
        row.kind.toLowerCase(),
        row.mode.toLowerCase(),
        row.name,
        row.hebrewName ?? '',
        row.relation?.toLowerCase() ?? '',
        row.parentName ?? '',
        row.parentHebrewName ?? '',
        row.passedOn ?? '',
        row.passedOn ? String(row.passedAfterSunset) : '',
        row.hebrewDateOfPassing?.english ?? '',
        row.dedicatedBy ?? '',
        studio.donorEmail ?? '',
        row.message ?? '',
        studio.donationId ?? '',
        studio.id,
      ]),
    ),
  ]);
}
