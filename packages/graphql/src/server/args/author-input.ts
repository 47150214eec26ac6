import { z } from 'zod';
import { sanitizeInline } from '../sanitize';
import { mediaAddress, parseFields, requiredText, richText } from './fields';

/** An author as the studio writes them: the name keeps inline markup only, the bio article markup. */
export interface AuthorWrite {
  name: string;
  bio: string | null;
  image: string | null;
}

const schema = z.object({
  name: requiredText('Give the author a name').transform(sanitizeInline).pipe(z.string().min(1, 'Give the author a name')),
  bio: richText(20_000),
  image: mediaAddress,
});

export function parseAuthorInput(input: unknown): AuthorWrite {
  const value = parseFields(schema, input);
  return { name: value.name, bio: value.bio, image: value.image ?? null };
}
