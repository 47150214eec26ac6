import { z } from 'zod';
import { blankToNull, contentStatus, parseFields, requiredText, richText, type ContentStatus } from './fields';

/** A content page as the studio writes it; `address` is null when saving a page that exists. */
export interface PageWrite {
  address: string | null;
  title: string;
  body: string;
  status: ContentStatus;
}

/** What the database accepts as a page id (pages_id_check), and short enough to type. */
export const PAGE_ADDRESS = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const schema = z.object({
  address: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(60, 'At most 60 characters')
      .regex(PAGE_ADDRESS, 'Lowercase letters, digits and single hyphens, like about or privacy-policy')
      .nullable()
      .optional(),
  ),
  title: requiredText('Give the page a title'),
  body: richText(200_000),
  status: contentStatus,
});

const addressOnly = schema.pick({ address: true });

/** `existingId` is the page being saved (null to create one, which then needs an address). */
export function parsePageInput(input: unknown, existingId: string | null): PageWrite {
  const value = parseFields(schema, input, (raw, errors) => {
    const parsed = addressOnly.safeParse(raw);
    if (!parsed.success) return; // a malformed address is reported with the other fields
    const { address } = parsed.data;
    if (existingId === null && !address) errors.push({ field: 'address', message: 'Give the page an address, like about' });
    if (existingId !== null && address && address !== existingId) {
      errors.push({ field: 'address', message: 'A page keeps its address: links point at it' });
    }
  });
  return { address: existingId === null ? value.address! : null, title: value.title, body: value.body ?? '', status: value.status };
}
