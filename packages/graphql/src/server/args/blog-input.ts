import { z } from 'zod';
import { blankToNull, contentStatus, optionalText, parseFields, recordId, requiredText, richText, type ContentStatus } from './fields';

/** A blog entry as the studio writes it (whether its author exists is checked with the database). */
export interface BlogWrite {
  title: string;
  body: string;
  excerpt: string | null;
  authorId: number | null;
  status: ContentStatus;
}

const schema = z.object({
  title: requiredText('Give the entry a title'),
  body: richText(200_000),
  excerpt: optionalText(500),
  authorId: z.preprocess(blankToNull, recordId.nullable().optional()),
  status: contentStatus,
});

export function parseBlogInput(input: unknown): BlogWrite {
  const value = parseFields(schema, input);
  return { title: value.title, body: value.body ?? '', excerpt: value.excerpt ?? null, authorId: value.authorId ?? null, status: value.status };
}
