import 'server-only';
import { env } from '@/env';
import { AD_SLOTS, type AdSlotName } from '../ad-slots';
import { AdSlot } from '../client/AdSlot';

/**
 * One of the site's ad slots, with its sizes and mapping (ad-slots.ts). With ADS_SCRIPT_URL and a unit
 * for it in ADS_SLOT_IDS it is filled by the ad service, otherwise by house ads. Read at render (the
 * pages are prerendered): the same HTML for every visitor, so pages stay cached.
 */
export function SiteAdSlot({ slot }: { slot: AdSlotName }) {
  const { sizes, sizeMapping } = AD_SLOTS[slot];
  const adUnitPath = env.ADS_SCRIPT_URL ? env.ADS_SLOT_IDS[slot] : undefined;
  return <AdSlot name={slot} sizes={sizes} sizeMapping={sizeMapping} adUnitPath={adUnitPath} />;
}
