/** An author record checked and made ready to store: the name's markup sanitized as the site's writers do. */
import { z } from 'zod';
import { sanitizeInline } from '../server/sanitize';
import {
  externalIdField,
  fieldErrors,
  imageField,
  optionalText,
  type Checked,
} from './common-fields';
import type { SourceRecord } from './fields';

export interface AuthorImport {
  externalId: string;
  name: string;
  bio: string | null;
  image: string | null;
}

const authorSchema = z.object({
  externalId: externalIdField,
  name: z.string({ error: 'Give the author a name' }).max(300, 'At most 300 characters'),
  bio: optionalText(20_000),
  image: imageField,
});

export function checkAuthor(record: SourceRecord): Checked<AuthorImport> {
  const parsed = authorSchema.safeParse(record.values);
  if (!parsed.success || record.errors.length > 0) {
    return { value: null, errors: fieldErrors(parsed.error?.issues ?? [], record.errors) };
  }
  const name = sanitizeInline(parsed.data.name).trim();
  if (!name) return { value: null, errors: [{ field: 'name', message: 'Give the author a name' }] };
  const { externalId, bio, image } = parsed.data;
  return { value: { externalId, name, bio: bio ?? null, image: image ?? null }, errors: [] };
}
