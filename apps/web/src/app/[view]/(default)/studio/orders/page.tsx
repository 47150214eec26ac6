import type { Metadata } from 'next';
import { GetStudioOrdersDocument } from '@openshiur/graphql';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { env } from '@/env';
import { formatMoney } from '@/features/donations/money';
import { Pagination } from '@/features/search/results/Pagination';
import { ORDER_STATUS_WORDS, ORDER_STATUSES, orderStatusOf } from '@/features/store/orders-csv';
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

export const metadata: Metadata = { title: 'Orders · Studio', robots: { index: false, follow: false } };

/** /studio/orders (admins only): orders newest first, 25 a page, narrowed by status, with the CSV. */
export default async function StudioOrdersPage({ params, searchParams }: PageProps<'/[view]/studio/orders'>) {
  await requireRole('admin', '/studio/orders');
  const query = await pageQuery(params, searchParams);
  const status = orderStatusOf(firstParam(query.status));
  const pageParam = Number(firstParam(query.page) ?? '1');
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 100_000 ? pageParam : 1;
  const { studioOrders: list } = await loadForViewer(GetStudioOrdersDocument, { status, page });
  const filterParams = (extra: Record<string, string> = {}) => new URLSearchParams({ ...(status ? { status: status.toLowerCase() } : {}), ...extra });
  const exportParams = filterParams().toString();
  return (
    <>
      <StudioNav current="orders" atList />
      <h1>Orders</h1>
      <FilterForm method="get" action="/studio/orders" aria-label="Narrow the orders">
        <label>
          Status
          <select name="status" defaultValue={status?.toLowerCase() ?? ''}>
            <option value="">Any status</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value.toLowerCase()}>
                {ORDER_STATUS_WORDS[value]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Show orders</button>
      </FilterForm>
      <p>
        <a href={`/api/studio/orders${exportParams ? `?${exportParams}` : ''}`} download>
          Download as CSV
        </a>
        {' · '}
        <Link href="/studio/store">Store items and shipping</Link>
      </p>
      {list.items.length === 0 ? <p>No orders.</p> : null}
      {list.items.length > 0 ? (
        <Table data-testid="studio-orders">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Customer</th>
              <th scope="col">Items</th>
              <th scope="col">Total</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((order) => (
              <tr key={order.id}>
                <td>
                  <Link href={`/studio/orders/${order.id}`}>
                    <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, env.SITE_TIMEZONE)}</time>
                  </Link>
                </td>
                <td>
                  {order.customerName}
                  <br />
                  {order.email}
                </td>
                <td>{order.items.map((line) => `${line.quantity} × ${line.name}`).join(', ')}</td>
                <td>{formatMoney(order.totalCents, order.currency)}</td>
                <td>
                  {ORDER_STATUS_WORDS[order.status]}
                  {order.failureReason ? ` (${order.failureReason})` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      <Pagination page={list.page} pageCount={list.pageCount} href={(to) => `/studio/orders?${filterParams({ page: String(to) })}`} />
    </>
  );
}
