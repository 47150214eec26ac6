import type { Metadata } from 'next';
import { GetStoreDocument } from '@openshiur/graphql';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { env } from '@/env';
import { CheckoutForm } from '@/features/store/client/CheckoutForm';
import { MAX_QUANTITY } from '@/features/store/order-form-state';
import { orderAction } from '@/features/store/server/order-action';
import { firstParam } from '@/lib/route-params';
import { load } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// Reads the item from the address: rendered per request, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Checkout', robots: { index: false, follow: false } };

/**
 * /order/checkout: the cart (kept in the browser), or the one item a no-JavaScript item form named
 * (`?item=…&quantity=…`), with the shipping option and address; then the payment provider.
 */
export default async function CheckoutPage({ params, searchParams }: PageProps<'/[view]/order/checkout'>) {
  const query = await pageQuery(params, searchParams);
  const { storeItems, shippingOptions } = await load(GetStoreDocument, {});
  const itemId = firstParam(query.item);
  const item = itemId ? storeItems.find((candidate) => candidate.id === itemId) : undefined;
  const asked = Number(firstParam(query.quantity) ?? '1');
  const quantity = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, MAX_QUANTITY) : 1;
  return (
    <>
      <h1>Checkout</h1>
      <p>
        <Link href="/order">Back to the store</Link>
      </p>
      <CheckoutForm
        single={item ? { itemId: item.id, name: item.name, priceCents: item.priceCents, quantity } : null}
        shippingOptions={shippingOptions.map(({ id, name, priceCents }) => ({ id, name, priceCents }))}
        currency={env.DONATION_CURRENCY}
        order={orderAction}
      />
    </>
  );
}
