/** What the order (checkout) form sends and gets back (shared by the form and its Server Action). */

export const ORDER_FIELDS = ['items', 'shippingOptionId', 'customerName', 'email', 'shipName', 'shipLine1', 'shipLine2', 'shipCity', 'shipRegion', 'shipPostalCode', 'shipCountry'] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];

export interface OrderFormState {
  values?: Partial<Record<Exclude<OrderField, 'items'>, string>>;
  fieldErrors?: Partial<Record<OrderField, string>>;
  message?: string;
}

/** The most of one item in one order (the server checks it too). */
export const MAX_QUANTITY = 20;
