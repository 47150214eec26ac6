import type { Metadata } from 'next';
import { GetStudioDonationsDocument } from '@openshiur/graphql';
import { env } from '@/env';
import { DONATION_FREQUENCIES, DONATION_STATUSES, donationFilterOf } from '@/features/donations/donations-csv';
import { formatMoney } from '@/features/donations/money';
import { refundDonationAction } from '@/features/donations/server/studio-donation-actions';
import { RefundForm } from '@/features/studio/RefundForm';
import { Pagination } from '@/features/search/results/Pagination';
import { FilterForm } from '@/features/studio/StudioFilters';
import { StudioNav } from '@/features/studio/StudioNav';
import { StudioTable as Table } from '@/features/studio/StudioPostTable';
import { requireRole } from '@/features/studio/server/studio-access';
import { formatDateTime } from '@/lib/format';
import { firstParam } from '@/lib/route-params';
import { loadForViewer } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// Admins' page: rendered per request, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Donations · Studio', robots: { index: false, follow: false } };

const STATUS_WORDS = { PENDING: 'Pending', COMPLETED: 'Paid', FAILED: 'Failed', REFUNDED: 'Refunded' } as const;
const FREQUENCY_WORDS = { ONE_TIME: 'One-time', MONTHLY: 'Monthly' } as const;
const DEDICATION_WORDS = { HONOUR: 'In honour of', MEMORY: 'In memory of' } as const;

/** What went wrong, by the `problem` the refund action puts in the address. */
const PROBLEMS: Record<string, string> = {
  confirm: 'Tick the box to confirm the refund.',
  refund: 'The refund could not be made: nothing was refunded.',
};

/**
 * /studio/donations (admins only): donations newest first, 25 a page, narrowed by status and
 * frequency (a GET form: works without JavaScript), with the totals of what came in (refunds not
 * counted) and the CSV; a completed donation can be refunded (a monthly gift: its latest payment).
 */
export default async function StudioDonationsPage({ params, searchParams }: PageProps<'/[view]/studio/donations'>) {
  await requireRole('admin', '/studio/donations');
  const query = await pageQuery(params, searchParams);
  const filter = donationFilterOf({ status: firstParam(query.status), frequency: firstParam(query.frequency) });
  const pageParam = Number(firstParam(query.page) ?? '1');
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 100_000 ? pageParam : 1;
  const { studioDonations: list } = await loadForViewer(GetStudioDonationsDocument, { filter, page });
  const filterParams = (extra: Record<string, string> = {}) =>
    new URLSearchParams({
      ...(filter.status ? { status: filter.status.toLowerCase() } : {}),
      ...(filter.frequency ? { frequency: filter.frequency.toLowerCase() } : {}),
      ...extra,
    });
  const exportParams = filterParams().toString();
  const problem = firstParam(query.problem);
  const refunded = list.items.find((donation) => donation.id === firstParam(query.refunded));
  return (
    <>
      <StudioNav current="donations" atList />
      <h1>Donations</h1>
      <FilterForm method="get" action="/studio/donations" aria-label="Narrow the donations">
        <label>
          Status
          <select name="status" defaultValue={filter.status?.toLowerCase() ?? ''}>
            <option value="">Any status</option>
            {DONATION_STATUSES.map((status) => (
              <option key={status} value={status.toLowerCase()}>
                {STATUS_WORDS[status]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Frequency
          <select name="frequency" defaultValue={filter.frequency?.toLowerCase() ?? ''}>
            <option value="">One-time and monthly</option>
            {DONATION_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency.toLowerCase()}>
                {FREQUENCY_WORDS[frequency]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Show donations</button>
      </FilterForm>
      {problem ? <p role="alert">{PROBLEMS[problem] ?? PROBLEMS.refund}</p> : null}
      {firstParam(query.refunded) ? (
        <p role="status">
          {refunded && refunded.refundedCents > 0
            ? 'The refund is recorded.'
            : 'The refund was asked of the payment provider: the donation shows it once the provider confirms.'}
        </p>
      ) : null}
      <ul data-testid="donation-totals">
        {list.totals.length === 0 ? <li>No donations.</li> : null}
        {list.totals.map((total) => (
          <li key={total.currency}>
            {`${total.donations.toLocaleString('en-US')} ${total.donations === 1 ? 'donation' : 'donations'}; received ${formatMoney(total.receivedCents, total.currency)} ${total.currency}`}
            {total.refundedCents > 0 ? ` (refunded ${formatMoney(total.refundedCents, total.currency)} ${total.currency}, not counted)` : ''}
          </li>
        ))}
      </ul>
      <p>
        <a href={`/api/studio/donations${exportParams ? `?${exportParams}` : ''}`} download>
          Download as CSV
        </a>
      </p>
      {list.items.length > 0 ? (
        <Table data-testid="studio-donations">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Donor</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
              <th scope="col">Received</th>
              <th scope="col">Dedication and message</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((donation) => (
              <tr key={donation.id}>
                <td>
                  <time dateTime={donation.createdAt}>{formatDateTime(donation.createdAt, env.SITE_TIMEZONE)}</time>
                </td>
                <td>
                  {donation.anonymous ? `Anonymous (${donation.donorName ?? 'no name'})` : donation.donorName}
                  <br />
                  {donation.email ? <a href={`mailto:${donation.email}`}>{donation.email}</a> : null}
                </td>
                <td>
                  {`${formatMoney(donation.amountCents, donation.currency)} ${FREQUENCY_WORDS[donation.frequency].toLowerCase()}`}
                  {donation.subscriptionState === 'CANCELLED' ? ' (cancelled)' : ''}
                </td>
                <td>
                  {STATUS_WORDS[donation.status]}
                  {donation.failureReason ? ` (${donation.failureReason})` : ''}
                </td>
                <td>
                  {`${formatMoney(donation.receivedCents, donation.currency)} in ${donation.payments} ${donation.payments === 1 ? 'payment' : 'payments'}`}
                  {donation.refundedCents > 0 ? `; refunded ${formatMoney(donation.refundedCents, donation.currency)}` : ''}
                  {donation.status === 'COMPLETED' ? (
                    <RefundForm
                      action={refundDonationAction}
                      id={donation.id}
                      what={donation.frequency === 'MONTHLY' ? 'the latest payment' : formatMoney(donation.amountCents, donation.currency)}
                    />
                  ) : null}
                </td>
                <td>
                  {donation.dedicationType && donation.dedication ? `${DEDICATION_WORDS[donation.dedicationType]} ${donation.dedication}` : null}
                  {donation.message ? <p>{donation.message}</p> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      <Pagination page={list.page} pageCount={list.pageCount} href={(to) => `/studio/donations?${filterParams({ page: String(to) })}`} />
    </>
  );
}
