'use server';

import { redirect } from 'next/navigation';
import { StartOrderDocument } from '@openshiur/graphql';
import { filledHoneypot } from '@/components/HoneypotField';
import { getClient } from '@/server/apollo';
import { apiProblemOf } from '@/features/newsletters/server/form-problems';
import { takeFormAllowance } from '@/server/rate-limit/form-limits';
import { expireStorePages } from './store-pages';
import { ORDER_FIELDS, type OrderField, type OrderFormState } from '../order-form-state';

/**
 * The checkout form (a Server Action: works without JavaScript). Only item ids and quantities are
 * sent; the API prices them, reserves the stock, stores the order as pending with the provider's
 * checkout and answers where to pay. A filled honeypot lands on the thank-you page of no order with
 * nothing stored; each client address has MAIL_FORM_RATE_LIMIT attempts an hour.
 */
export async function orderAction(_previous: OrderFormState, formData: FormData): Promise<OrderFormState> {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === 'string' ? value.slice(0, 500) : '';
  };
  const values: OrderFormState['values'] = {};
  for (const field of ORDER_FIELDS) if (field !== 'items') values[field] = text(field);
  if (filledHoneypot(formData)) redirect('/order/thankyou');
  if (!(await takeFormAllowance('mail-forms'))) return { values, message: 'Too many orders from your network just now. Please try again in an hour.' };
  const ids = formData.getAll('itemId').slice(0, 50);
  const quantities = formData.getAll('quantity');
  const items = ids.map((itemId, index) => ({ itemId: String(itemId), quantity: Number(quantities[index] ?? 0) || 0 }));
  const result = await (await getClient()).mutate({
    mutation: StartOrderDocument,
    variables: {
      input: {
        items,
        shippingOptionId: values.shippingOptionId || '0',
        customerName: values.customerName!,
        email: values.email!,
        shipName: values.shipName!,
        shipLine1: values.shipLine1!,
        shipLine2: values.shipLine2 || null,
        shipCity: values.shipCity!,
        shipRegion: values.shipRegion || null,
        shipPostalCode: values.shipPostalCode!,
        shipCountry: values.shipCountry!,
      },
    },
    errorPolicy: 'all',
  });
  if (result.data?.startOrder && !result.error) {
    // Their stock changed: the store's cached pages show it at once.
    expireStorePages();
    redirect(result.data.startOrder.redirectUrl);
  }
  const problem = apiProblemOf(result.error);
  if (problem.code === 'BAD_USER_INPUT') {
    const fieldErrors: OrderFormState['fieldErrors'] = {};
    for (const [field, message] of Object.entries(problem.fieldErrors)) {
      const name = field.startsWith('items') ? 'items' : field;
      if ((ORDER_FIELDS as readonly string[]).includes(name)) fieldErrors[name as OrderField] ??= message;
    }
    return { values, fieldErrors, message: 'Please check the form.' };
  }
  console.error('[store] the order could not be started', result.error);
  return { values, message: 'The payment page could not be opened just now. Nothing was charged; please try again in a moment.' };
}
