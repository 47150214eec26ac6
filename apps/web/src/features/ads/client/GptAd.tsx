'use client';

import { useEffect, useRef } from 'react';
import { gptSize, sizesKey } from '../ad-sizes';
import type { AdAdapterProps } from './adapter';

/** The part of Google Publisher Tag's API this adapter uses. */
interface GptSlot {
  defineSizeMapping(mapping: unknown): GptSlot;
  addService(service: unknown): GptSlot;
}
interface Googletag {
  cmd: { push(command: () => void): void } | (() => void)[];
  defineSlot(path: string, sizes: unknown[], elementId: string): GptSlot | null;
  sizeMapping(): { addSize(viewport: [number, number], sizes: unknown[]): unknown; build(): unknown };
  pubads(): { refresh(slots: GptSlot[]): void };
  enableServices(): void;
  display(elementId: string): void;
  destroySlots(slots: GptSlot[]): boolean;
}

function googletag(): Googletag {
  const page = window as unknown as { googletag?: Googletag };
  // The queue the script runs once it loads (ADS_SCRIPT_URL, loaded after consent by ConsentScripts).
  page.googletag ??= { cmd: [] } as unknown as Googletag;
  return page.googletag;
}

/**
 * The ad service's adapter (Google Publisher Tag style), for slots with an ad unit in ADS_SLOT_IDS:
 * defines the slot with every size and the size mapping, displays it, refreshes it when a resize
 * picks other sizes, and destroys it when the slot leaves the page.
 */
export function GptAd({ adUnitPath, elementId, sizes, allSizes, mapping }: AdAdapterProps & { adUnitPath: string }) {
  const slotRef = useRef<GptSlot | null>(null);
  const shownKey = useRef<string | null>(null);
  const key = sizesKey(sizes);

  useEffect(() => {
    let gone = false;
    googletag().cmd.push(() => {
      if (gone) return;
      const tag = googletag();
      const sizeMapping = tag.sizeMapping();
      for (const rule of mapping) sizeMapping.addSize([rule.minWidth, rule.minHeight], rule.sizes.map(gptSize));
      const slot = tag.defineSlot(adUnitPath, allSizes.map(gptSize), elementId);
      if (!slot) return; // GPT refuses a second slot on the same element
      slot.defineSizeMapping(sizeMapping.build()).addService(tag.pubads());
      tag.enableServices();
      tag.display(elementId);
      slotRef.current = slot;
    });
    return () => {
      gone = true;
      googletag().cmd.push(() => {
        if (slotRef.current) googletag().destroySlots([slotRef.current]);
        slotRef.current = null;
      });
    };
    // Defined once per element; a change of sizes is a refresh (below), not a new slot.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [elementId]);

  useEffect(() => {
    const first = shownKey.current === null;
    shownKey.current = key;
    if (first) return;
    googletag().cmd.push(() => {
      if (slotRef.current) googletag().pubads().refresh([slotRef.current]);
    });
  }, [key]);

  return <div id={elementId} data-gpt-slot={adUnitPath} />;
}
