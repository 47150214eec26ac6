import type { Metadata } from 'next';
import { StudioDedicationsDocument } from '@openshiur/graphql';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { addMonths, firstDayOf, lastDayOf, monthLabel, monthOf, monthParam, parseMonthParam } from '@/features/calendar/month';
import { DedicationCalendar } from '@/features/memorial/DedicationCalendar';
import { DedicationForm } from '@/features/memorial/client/DedicationForm';
import { previewPassingAction } from '@/features/memorial/server/memorial-actions';
import { addDedicationAction, cancelDedicationAction } from '@/features/memorial/server/studio-dedication-actions';
import { StudioNav } from '@/features/studio/StudioNav';
import { requireRole } from '@/features/studio/server/studio-access';
import { loadForViewer } from '@/server/load';
import { pageQuery } from '@/server/page-view';
import { siteToday } from '@/server/site-date';

// Admins' page: rendered per request, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Dedications · Studio', robots: { index: false, follow: false } };

/**
 * /studio/dedications?month=YYYY-MM (admins only): a month's calendar of dedications by day
 * (yearly ones on their yahrzeit), cancelling one, adding one (active at once: a sponsor who paid
 * offline) and the month as CSV.
 */
export default async function StudioDedicationsPage({ params, searchParams }: PageProps<'/[view]/studio/dedications'>) {
  await requireRole('admin', '/studio/dedications');
  const query = await pageQuery(params, searchParams);
  const today = (await siteToday()).iso;
  const month = parseMonthParam(typeof query.month === 'string' ? query.month : undefined) ?? monthOf(today);
  const label = monthLabel(month);
  const { studioDedications: days } = await loadForViewer(StudioDedicationsDocument, { from: firstDayOf(month), to: lastDayOf(month) });
  const added = typeof query.added === 'string' ? days.flatMap((day) => day.dedications).find((row) => row.id === query.added)?.dedication : undefined;
  return (
    <>
      <StudioNav current="dedications" atList />
      <h1>Dedications</h1>
      {added ? (
        <p role="status" data-testid="dedication-added">
          Added the dedication for {added.name}.
        </p>
      ) : null}
      {typeof query.cancelled === 'string' ? <p role="status">Cancelled the dedication.</p> : null}
      {query.problem === 'cancel' ? <p role="alert">The dedication could not be cancelled. Try again in a moment.</p> : null}
      <nav aria-label="Months">
        <Link href={`/studio/dedications?month=${monthParam(addMonths(month, -1))}`}>← {monthLabel(addMonths(month, -1))}</Link>
        {' · '}
        <strong>{label}</strong>
        {' · '}
        <Link href={`/studio/dedications?month=${monthParam(addMonths(month, 1))}`}>{monthLabel(addMonths(month, 1))} →</Link>
      </nav>
      <DedicationCalendar month={month} label={label} days={days} cancel={cancelDedicationAction} />
      <p>
        <a href={`/api/studio/dedications?month=${monthParam(month)}`} download>
          Export {label} (CSV)
        </a>
      </p>
      <h2>Add a dedication</h2>
      <p>For a sponsor who paid another way: it is active at once, and shows on its day.</p>
      <DedicationForm variant="studio" action={addDedicationAction} preview={previewPassingAction} today={today} />
    </>
  );
}
