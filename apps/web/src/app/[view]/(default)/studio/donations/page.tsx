import type { Metadata } from 'next';
import { GetStudioDonationsDocument } from '@openshiur/graphql';
import { env } from '@/env';
import { DONATION_FREQUENCIES, DONATION_STATUSES, donationFilterOf } from '@/features/donations/donations-csv';
import { formatMoney } from '@/features/donations/money';
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

/**
 * /studio/donations (admins only): donations newest first, 25 a page, narrowed by status and
 * frequency (a GET form: works without JavaScript), with the totals of what came in and the CSV.
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
      <ul data-testid="donation-totals">
        {list.totals.length === 0 ? <li>No donations.</li> : null}
        {list.totals.map((total) => (
          <li key={total.currency}>
            {`${total.donations.toLocaleString('en-US')} ${total.donations === 1 ? 'donation' : 'donations'}; received ${formatMoney(total.receivedCents, total.currency)} ${total.currency}`}
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
                <td>{`${formatMoney(donation.receivedCents, donation.currency)} in ${donation.payments} ${donation.payments === 1 ? 'payment' : 'payments'}`}</td>
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
