'use server';

import { revalidateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { MarkOrderShippedDocument, RefundOrderDocument, SaveShippingOptionDocument, SaveStoreItemDocument } from '@openshiur/graphql';
import { apiProblemOf } from '@/features/newsletters/server/form-problems';
import { readRefundForm } from '@/features/payments/server/refund-form';
import { getClient } from '@/server/apollo';
import { CONTENT_TAG } from '@/server/content-tags';

const ID = /^[1-9]\d{0,9}$/;
const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === 'string' ? value.slice(0, 2_000) : '';
};

/**
 * "Mark shipped" on an order's studio page (a plain form: works without JavaScript). The API checks
 * the admin role, ships a paid order once and mails the customer; again changes nothing.
 */
export async function markShippedAction(formData: FormData): Promise<void> {
  const id = text(formData, 'orderId');
  if (!ID.test(id)) redirect('/studio/orders');
  const result = await (await getClient()).mutate({
    mutation: MarkOrderShippedDocument,
    variables: { id, trackingNote: text(formData, 'trackingNote').trim() || null },
    errorPolicy: 'all',
  });
  if (result.error || !result.data) {
    console.error('[studio] marking an order shipped failed', result.error);
    redirect(`/studio/orders/${id}?problem=1`);
  }
  redirect(`/studio/orders/${id}?shipped=1`);
}

/**
 * "Refund" on a paid or shipped order's studio page (a plain form: works without JavaScript;
 * refused unless its confirm box is ticked). The API checks the admin role, asks the provider for
 * the refund and records it in the audit log; the order shows 'Refunded' once the provider reports
 * the refund (the demo provider: before this returns).
 */
export async function refundOrderAction(formData: FormData): Promise<void> {
  const form = readRefundForm(formData);
  if (!form) redirect('/studio/orders');
  if (!form.confirmed) redirect(`/studio/orders/${form.id}?problem=confirm`);
  const result = await (await getClient()).mutate({ mutation: RefundOrderDocument, variables: { id: form.id }, errorPolicy: 'all' });
  if (result.error || !result.data) {
    console.error('[studio] refunding an order failed', result.error);
    redirect(`/studio/orders/${form.id}?problem=refund`);
  }
  redirect(`/studio/orders/${form.id}?refunded=1`);
}

/** Saves a store item from /studio/store (new without an id); field problems come back in the address. */
export async function saveStoreItemAction(formData: FormData): Promise<void> {
  const id = text(formData, 'id');
  const stock = text(formData, 'stock').trim();
  const result = await (await getClient()).mutate({
    mutation: SaveStoreItemDocument,
    variables: {
      id: ID.test(id) ? id : null,
      input: {
        slug: text(formData, 'slug'),
        name: text(formData, 'name'),
        description: text(formData, 'description'),
        price: text(formData, 'price'),
        imageUrl: text(formData, 'imageUrl') || null,
        stock: stock === '' ? null : Number.isInteger(Number(stock)) ? Number(stock) : -1,
        active: formData.get('active') === 'yes',
        sortOrder: Number(text(formData, 'sortOrder')) || 0,
      },
    },
    errorPolicy: 'all',
  });
  redirect(`/studio/store?${problemParams(result, 'item')}`);
}

/** Saves a shipping option from /studio/store (new without an id). */
export async function saveShippingOptionAction(formData: FormData): Promise<void> {
  const id = text(formData, 'id');
  const result = await (await getClient()).mutate({
    mutation: SaveShippingOptionDocument,
    variables: {
      id: ID.test(id) ? id : null,
      input: { name: text(formData, 'name'), price: text(formData, 'price'), active: formData.get('active') === 'yes' },
    },
    errorPolicy: 'all',
  });
  redirect(`/studio/store?${problemParams(result, 'shipping')}`);
}

function problemParams(result: { error?: unknown; data?: unknown }, what: string): string {
  if (result.data && !result.error) {
    // /order and its checkout are cached reads: a new item or option, or a changed price, shows at once.
    revalidateTag(CONTENT_TAG, { expire: 0 });
    return new URLSearchParams({ saved: what }).toString();
  }
  const problem = apiProblemOf(result.error);
  const fields = Object.entries(problem.fieldErrors).map(([field, message]) => `${field}: ${message}`);
  if (problem.code !== 'BAD_USER_INPUT') console.error(`[studio] saving a store ${what} failed`, result.error);
  return new URLSearchParams({ problem: fields.length > 0 ? fields.join('; ') : 'The change could not be saved.' }).toString();
}
