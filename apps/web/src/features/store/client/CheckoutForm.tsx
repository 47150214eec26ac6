'use client';

import { useActionState, useId } from 'react';
import styled from 'styled-components';
import { fieldProblems, FormProblem } from '@/components/FieldProblems';
import { HoneypotField } from '@/components/HoneypotField';
import { ContinueToPayment, PaymentForm } from '@/features/payments/client/PaymentForm';
import { formatMoney } from '@/features/donations/money';
import { MAX_QUANTITY, type OrderField, type OrderFormState } from '../order-form-state';
import { setQuantity, useCart, type CartLine } from './cart';

interface ShippingChoice {
  id: string;
  name: string;
  priceCents: number;
}

const ADDRESS_FIELDS: { field: Exclude<OrderField, 'items' | 'shippingOptionId'>; label: string; autoComplete: string; optional?: boolean }[] = [
  { field: 'customerName', label: 'Your name', autoComplete: 'name' },
  { field: 'email', label: 'E-mail, for your confirmation', autoComplete: 'email' },
  { field: 'shipName', label: 'Name on the parcel', autoComplete: 'shipping name' },
  { field: 'shipLine1', label: 'Address', autoComplete: 'shipping address-line1' },
  { field: 'shipLine2', label: 'Address, second line (optional)', autoComplete: 'shipping address-line2', optional: true },
  { field: 'shipCity', label: 'Town or city', autoComplete: 'shipping address-level2' },
  { field: 'shipRegion', label: 'State, county or region (optional)', autoComplete: 'shipping address-level1', optional: true },
  { field: 'shipPostalCode', label: 'Postal code', autoComplete: 'shipping postal-code' },
  { field: 'shipCountry', label: 'Country', autoComplete: 'shipping country-name' },
];

/**
 * The checkout: the lines (the browser's cart, or the one item its form named: ordering works
 * without JavaScript), the shipping option, the customer and the address. A Server Action that
 * redirects to the payment page; the prices shown are a guide, the server computes the amounts.
 */
export function CheckoutForm({
  single,
  shippingOptions,
  currency,
  order,
}: {
  /** The one item a no-JavaScript item form named; null: the cart. */
  single: CartLine | null;
  shippingOptions: ShippingChoice[];
  currency: string;
  order: (previous: OrderFormState, formData: FormData) => Promise<OrderFormState>;
}) {
  const [state, action, pending] = useActionState(order, {});
  const cart = useCart();
  const lines = single ? [single] : cart;
  const prefix = useId();
  const idOf = (field: string) => `${prefix}${field}`;
  const values = state.values ?? {};
  const { described, errorText } = fieldProblems<OrderField>(state.fieldErrors, idOf, 'order');
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.priceCents, 0);
  return (
    <PaymentForm action={action} aria-labelledby={`${prefix}heading`} noValidate>
      <h2 id={`${prefix}heading`}>Your order</h2>
      {state.message ? (
        <FormProblem role="alert" data-testid="order-message">
          {state.message}
        </FormProblem>
      ) : null}
      <fieldset {...described('items')}>
        <legend>Items</legend>
        {lines.length === 0 ? <p data-testid="cart-empty">Your cart is empty.</p> : null}
        {lines.map((line) => (
          <Line key={line.itemId} data-testid="cart-line">
            <input type="hidden" name="itemId" value={line.itemId} />
            <label htmlFor={idOf(`quantity-${line.itemId}`)}>{`${line.name} (${formatMoney(line.priceCents, currency)} each)`}</label>
            <input
              id={idOf(`quantity-${line.itemId}`)}
              name="quantity"
              type="number"
              min={single ? 1 : 0}
              max={MAX_QUANTITY}
              value={single ? undefined : line.quantity}
              defaultValue={single ? line.quantity : undefined}
              onChange={single ? undefined : (event) => setQuantity(line.itemId, Number(event.target.value))}
            />
            {single ? null : (
              <button type="button" onClick={() => setQuantity(line.itemId, 0)}>
                Remove
              </button>
            )}
          </Line>
        ))}
        {lines.length > 0 ? <p>{`Items: ${formatMoney(subtotal, currency)}, plus shipping`}</p> : null}
        {errorText('items')}
      </fieldset>
      <fieldset {...described('shippingOptionId')}>
        <legend>Shipping</legend>
        {shippingOptions.map((option, index) => (
          <label key={option.id} className="choice">
            <input
              type="radio"
              name="shippingOptionId"
              value={option.id}
              defaultChecked={values.shippingOptionId ? values.shippingOptionId === option.id : index === 0}
            />{' '}
            {`${option.name}: ${option.priceCents === 0 ? 'free' : formatMoney(option.priceCents, currency)}`}
          </label>
        ))}
        {errorText('shippingOptionId')}
      </fieldset>
      <fieldset>
        <legend>Shipping address</legend>
        {ADDRESS_FIELDS.map(({ field, label, autoComplete, optional }) => (
          <Field key={field}>
            <label htmlFor={idOf(field)}>{label}</label>
            <input
              id={idOf(field)}
              name={field}
              type={field === 'email' ? 'email' : 'text'}
              autoComplete={autoComplete}
              required={!optional}
              maxLength={field === 'email' ? 254 : 200}
              defaultValue={values[field]}
              {...described(field)}
            />
            {errorText(field)}
          </Field>
        ))}
      </fieldset>
      <HoneypotField id={`${prefix}trap`} />
      <ContinueToPayment pending={pending} disabled={lines.length === 0} />
    </PaymentForm>
  );
}

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;

  input {
    width: 5em;
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;
