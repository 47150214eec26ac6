import type { ComponentType } from 'react';
import type { AdSize, ParsedSizeRule } from '../ad-sizes';

/**
 * What fills a slot once the visitor consented to advertising: the ad service (Google Publisher Tag)
 * or the organisation's house ads. The slot owns the reserved box, the label, consent and the
 * viewport; an adapter only puts an ad in the element it is given.
 */
export interface AdAdapterProps {
  /** The slot's name (post, series, daf, search). */
  slot: string;
  /** An id for the element the ad goes in, unique on the page. */
  elementId: string;
  /** The sizes for the viewport now (picked again after a resize). */
  sizes: AdSize[];
  /** Every size the slot may show, and its mapping: for services that pick by viewport themselves. */
  allSizes: AdSize[];
  mapping: ParsedSizeRule[];
}

export type AdAdapter = ComponentType<AdAdapterProps>;
