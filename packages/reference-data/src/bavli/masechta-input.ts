/** Accepts a masechta either as an entry or as any spelling of its name. */
import type { BavliMasechta } from './masechtot';
import { resolveMasechta } from './resolve';

/** A Daf Yomi masechta, or any spelling `resolveMasechta` understands. */
export type MasechtaInput = BavliMasechta | string;

/** @internal */
export function toMasechta(masechta: MasechtaInput): BavliMasechta | undefined {
  return typeof masechta === 'string' ? resolveMasechta(masechta) : masechta;
}
