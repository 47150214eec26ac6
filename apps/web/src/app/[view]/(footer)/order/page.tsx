import type { Metadata } from 'next';
import styled from 'styled-components';
import { GetStoreDocument } from '@openshiur/graphql';
import { theme } from '@openshiur/ui';
import { env } from '@/env';
import { formatMoney } from '@/features/donations/money';
import { AddToCartButton, CartLink } from '@/features/store/client/CartButtons';
import { MAX_QUANTITY } from '@/features/store/order-form-state';
import { load } from '@/server/load';

export const metadata: Metadata = { title: 'Order' };

/**
 * /order: the organisation's store, a cached page like any public one. Items go into a cart kept
 * in the browser; without JavaScript each item's own form orders it alone (quantity, then the
 * checkout's address and payment). Stock shown here may lag a little: the checkout checks it.
 */
export default async function OrderPage() {
  const { storeItems } = await load(GetStoreDocument, {});
  return (
    <>
      <h1>Order</h1>
      <p>Printed learning calendars, Daf Yomi charts and sefarim from our programmes.</p>
      <CartLink />
      {storeItems.length === 0 ? <p>Nothing is on sale just now.</p> : null}
      <Grid>
        {storeItems.map((item) => {
          const soldOut = item.stock === 0;
          return (
            <Card key={item.id} data-testid="store-item" aria-labelledby={`item-${item.id}`}>
              {/* Admins give any https address or a /media/ path: not for next/image's fixed list of hosts. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              {item.imageUrl ? <img src={item.imageUrl} alt="" width={240} height={240} loading="lazy" /> : <Placeholder aria-hidden="true" />}
              <h2 id={`item-${item.id}`}>{item.name}</h2>
              {item.description ? <p>{item.description}</p> : null}
              <p className="price">{formatMoney(item.priceCents, env.DONATION_CURRENCY)}</p>
              {soldOut ? (
                <p data-testid="out-of-stock">Out of stock</p>
              ) : (
                <>
                  <form method="get" action="/order/checkout" aria-label={`Order ${item.name}`}>
                    <input type="hidden" name="item" value={item.id} />
                    <label>
                      Quantity{' '}
                      <input name="quantity" type="number" min={1} max={Math.min(MAX_QUANTITY, item.stock ?? MAX_QUANTITY)} defaultValue={1} />
                    </label>
                    <button type="submit">Order this now</button>
                  </form>
                  <AddToCartButton item={{ itemId: item.id, name: item.name, priceCents: item.priceCents }} />
                </>
              )}
            </Card>
          );
        })}
      </Grid>
    </>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 24px;
  margin-top: 16px;
`;

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px;
  border: 1px solid ${theme.colors.border};
  border-radius: 4px;

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
  }

  h2 {
    margin: 0;
    font-size: 1.1rem;
  }

  .price {
    font-weight: 600;
  }

  form {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }

  input[type='number'] {
    width: 4em;
  }
`;

const Placeholder = styled.div`
  aspect-ratio: 1;
  background: ${theme.colors.border};
`;
