import { z } from 'zod';
import { parseFields, requiredText } from './fields';

export interface TagWrite {
  name: string;
}

const schema = z.object({ name: requiredText('Give the tag a name') });

export function parseTagInput(input: unknown): TagWrite {
  return { name: parseFields(schema, input).name };
}
