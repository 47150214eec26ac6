import { formatLongDate } from '@/lib/calendar-date';
import type { ParshaPage } from '@/features/holidays/shabbos/parsha-pages';
import { hebrewDateOf } from '@/server/hebrew-calendar';
import { LeadKicker, LeadLine, LeadPanel } from '@/components/shiur-lists/panels';

/** The parsha of a Shabbos, with the Shabbos's Gregorian and Hebrew dates. */
export function ParshaLead({ label, parsha, shabbos, note }: {
  /** "This Shabbos" or "Next read". */
  label: string;
  parsha: ParshaPage;
  shabbos: string;
  note?: string;
}) {
  const hebrew = hebrewDateOf(shabbos);
  return (
    <LeadPanel aria-labelledby="parsha-lead">
      <LeadKicker id="parsha-lead">{label}</LeadKicker>
      <LeadLine>
        Parshas {parsha.name} <span lang="he">פרשת {parsha.hebrewName}</span>
      </LeadLine>
      <p>
        <time dateTime={shabbos}>{formatLongDate(shabbos)}</time> · {hebrew.english} ·{' '}
        <span lang="he">{hebrew.hebrew}</span>
      </p>
      {note ? <p>{note}</p> : null}
    </LeadPanel>
  );
}
