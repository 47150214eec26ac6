'use client';

import { useEffect, useState } from 'react';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { useHydrated } from '@openshiur/ui/client';
import { addToCart, clearCart, useCart, type CartLine } from './cart';

/** "Add to cart": only shown once the page runs in the browser (without JavaScript, the item's own form orders it). */
export function AddToCartButton({ item }: { item: Omit<CartLine, 'quantity'> }) {
  const hydrated = useHydrated();
  const [added, setAdded] = useState(false);
  if (!hydrated) return null;
  return (
    <button
      type="button"
      data-testid="add-to-cart"
      onClick={() => {
        addToCart(item);
        setAdded(true);
      }}
    >
      {added ? 'Added: add another' : 'Add to cart'}
    </button>
  );
}

/** The link to the cart, with how many items it holds (nothing while it is empty). */
export function CartLink() {
  const lines = useCart();
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (count === 0) return null;
  return (
    <p>
      <Link href="/order/checkout" data-testid="cart-link">{`Your cart (${count} ${count === 1 ? 'item' : 'items'}): check out`}</Link>
    </p>
  );
}

/** Empties the cart once its order is paid (the thank-you page). */
export function ClearCart() {
  useEffect(() => clearCart(), []);
  return null;
}
