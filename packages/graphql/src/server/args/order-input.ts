import { z } from 'zod';
import { MAX_ORDER_QUANTITY, type OrderWrite, type ShippingOptionWrite, type StoreItemWrite } from '../payments/orders';
import { amountToCents } from './donation-input';
import { mediaAddress, optionalText, parseFields, plain, recordId, requiredText } from './fields';

const plainText = (value: string) => plain(value)!;
const shippingChoice = z
  .union([z.string(), z.number()], { error: 'Choose a shipping option' })
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^[1-9]\d{0,9}$/, 'Choose a shipping option'))
  .transform(Number);

/**
 * An order from the cart or the one-item form, checked on the server (BAD_USER_INPUT with every
 * field's problem). Only item ids and quantities are taken: prices come from the database.
 */
export function parseOrderInput(input: unknown): OrderWrite {
  const schema = z.object({
    items: z
      .array(
        z.object({
          itemId: recordId,
          quantity: z.coerce.number({ error: `Give a quantity from 1 to ${MAX_ORDER_QUANTITY}` }).int().min(1).max(MAX_ORDER_QUANTITY, `At most ${MAX_ORDER_QUANTITY} of one item`),
        }),
        { error: 'Your cart is empty' },
      )
      .min(1, 'Your cart is empty')
      .max(50, 'At most 50 lines'),
    shippingOptionId: shippingChoice,
    customerName: requiredText('Give your name'),
    email: z.string().trim().max(254, 'At most 254 characters').pipe(z.email({ error: 'Enter an e-mail address for your confirmation' })),
    shipName: requiredText('Give the name on the parcel'),
    shipLine1: requiredText('Give the street address'),
    shipLine2: optionalText(200),
    shipCity: requiredText('Give the town or city', 100),
    shipRegion: optionalText(100),
    shipPostalCode: requiredText('Give the postal code', 20),
    shipCountry: requiredText('Give the country', 100),
  });
  const parsed = parseFields(schema, input);
  return {
    lines: parsed.items.map((line) => ({ itemId: line.itemId, quantity: line.quantity })),
    shippingOptionId: parsed.shippingOptionId,
    customerName: plainText(parsed.customerName),
    email: parsed.email,
    address: {
      name: plainText(parsed.shipName),
      line1: plainText(parsed.shipLine1),
      line2: plain(parsed.shipLine2),
      city: plainText(parsed.shipCity),
      region: plain(parsed.shipRegion),
      postalCode: plainText(parsed.shipPostalCode),
      country: plainText(parsed.shipCountry),
    },
  };
}

const price = (message: string, minimum: number) =>
  z.string({ error: message }).transform((text, context) => {
    const cents = amountToCents(text);
    if (cents === null || cents < minimum) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return cents;
  });

/** A store item from the studio form. */
export function parseStoreItemInput(input: unknown): StoreItemWrite {
  const schema = z.object({
    slug: z.string().trim().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case letters, digits and dashes').max(100, 'At most 100 characters'),
    name: requiredText('Give the item a name'),
    description: z.preprocess((value) => value ?? '', z.string().max(2_000, 'At most 2,000 characters')),
    price: price('Give a price of at least 0.01', 1),
    imageUrl: mediaAddress,
    stock: z.preprocess((value) => (value === '' ? null : value), z.number().int().min(0, 'At least 0').max(1_000_000).nullable().optional()),
    active: z.boolean().default(true),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
  });
  const parsed = parseFields(schema, input);
  return {
    slug: parsed.slug,
    name: plainText(parsed.name),
    description: plainText(parsed.description.trim()),
    priceCents: parsed.price,
    imageUrl: parsed.imageUrl ?? null,
    stock: parsed.stock ?? null,
    active: parsed.active,
    sortOrder: parsed.sortOrder,
  };
}

/** A shipping option from the studio form. */
export function parseShippingOptionInput(input: unknown): ShippingOptionWrite {
  const schema = z.object({
    name: requiredText('Give the option a name', 100),
    price: price('Give a price (0 for free)', 0),
    active: z.boolean().default(true),
  });
  const parsed = parseFields(schema, input);
  return { name: plainText(parsed.name), priceCents: parsed.price, active: parsed.active };
}
