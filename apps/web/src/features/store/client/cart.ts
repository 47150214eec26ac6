'use client';

import { useBrowserStore } from '@openshiur/ui/client';
import { MAX_QUANTITY } from '../order-form-state';

/**
 * The cart, kept in the browser (localStorage): item ids and quantities, with the name and price
 * shown when they were added. Only ids and quantities are ever sent: the server prices the order.
 */
export interface CartLine {
  itemId: string;
  name: string;
  priceCents: number;
  quantity: number;
}

const KEY = 'openshiur.cart';
const CHANGED = 'openshiur:cart';
const EMPTY: CartLine[] = [];

let cachedRaw: string | null = null;
let cachedLines: CartLine[] = EMPTY;

function read(): CartLine[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return EMPTY;
  }
  if (raw === cachedRaw) return cachedLines;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedLines = Array.isArray(parsed)
      ? parsed.filter(
          (line): line is CartLine =>
            typeof line?.itemId === 'string' && typeof line.name === 'string' && Number.isInteger(line.priceCents) && Number.isInteger(line.quantity) && line.quantity > 0,
        )
      : EMPTY;
  } catch {
    cachedLines = EMPTY;
  }
  return cachedLines;
}

function write(lines: CartLine[]) {
  try {
    if (lines.length === 0) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, JSON.stringify(lines));
  } catch {
    // Storage refused (private mode): the cart stays as it was.
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The cart's lines; empty on the server and until the page is hydrated. */
export function useCart(): CartLine[] {
  return useBrowserStore(subscribe, read, () => EMPTY);
}

export function addToCart(item: Omit<CartLine, 'quantity'>, quantity = 1) {
  const lines = read();
  const existing = lines.find((line) => line.itemId === item.itemId);
  write(
    existing
      ? lines.map((line) => (line === existing ? { ...line, quantity: Math.min(MAX_QUANTITY, line.quantity + quantity) } : line))
      : [...lines, { ...item, quantity: Math.min(MAX_QUANTITY, quantity) }],
  );
}

export function setQuantity(itemId: string, quantity: number) {
  write(
    read()
      .map((line) => (line.itemId === itemId ? { ...line, quantity: Math.min(MAX_QUANTITY, Math.max(0, Math.floor(quantity))) } : line))
      .filter((line) => line.quantity > 0),
  );
}

export function clearCart() {
  write([]);
}
