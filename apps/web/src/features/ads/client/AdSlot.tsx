'use client';

import { useId, useMemo } from 'react';
import styled from 'styled-components';
import { theme } from '@openshiur/ui';
import { ConsentGate } from '@openshiur/ui/client';
import { AD_RESIZE_DEBOUNCE_MS, allSizes, parseAdSizes, parseSizeMapping, reservedBoxCss, sizesKey, type SizeMappingRule } from '../ad-sizes';
import { GptAd } from './GptAd';
import { HouseAd } from './HouseAd';
import { useViewportSizes } from './useViewportSizes';

export interface AdSlotProps {
  /** The slot's name (post, series, daf, search): house ads are asked for by it. */
  name: string;
  /** The sizes when no rule of the mapping applies: "300x250, 336x280" (or fluid). */
  sizes: string;
  /** Responsive sizes: the rule with the largest min-width (then min-height) the viewport reaches. */
  sizeMapping?: SizeMappingRule[];
  /** How long after the last resize the sizes are picked again (spec: 300 ms). */
  debounceMs?: number;
  /** The ad service's unit for this slot (ADS_SLOT_IDS): filled by Google Publisher Tag; without: house ads. */
  adUnitPath?: string;
}

/**
 * An ad slot. Its box is reserved on the server, sized for the viewport by media queries made from
 * the same mapping the script picks by, so nothing moves when the ad arrives (or when none does).
 * Nothing is loaded until the visitor consented to advertising in the cookie drawer; it is labelled
 * "Advertisement" and left out of print.
 */
export function AdSlot({ name, sizes, sizeMapping, debounceMs = AD_RESIZE_DEBOUNCE_MS, adUnitPath }: AdSlotProps) {
  const base = useMemo(() => parseAdSizes(sizes), [sizes]);
  const rules = useMemo(() => parseSizeMapping(sizeMapping ?? []), [sizeMapping]);
  const everySize = useMemo(() => allSizes(base, rules), [base, rules]);
  const current = useViewportSizes(base, rules, debounceMs);
  const labelId = useId();
  const elementId = `ad-${name}-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const adapterProps = current ? { slot: name, elementId, sizes: current, allSizes: everySize, mapping: rules } : null;

  return (
    <Slot
      aria-labelledby={labelId}
      data-ad-slot={name}
      data-ad-adapter={adUnitPath ? 'gpt' : 'house'}
      // The sizes picked for the viewport (after mounting): what a resize changes, for tests and tools.
      data-ad-sizes={current ? sizesKey(current) : undefined}
      data-print="hide"
    >
      <Label id={labelId}>Advertisement</Label>
      <Box $css={reservedBoxCss(base, rules)} data-ad-box="">
        <ConsentGate category="ads">
          {adapterProps ? adUnitPath ? <GptAd adUnitPath={adUnitPath} {...adapterProps} /> : <HouseAd {...adapterProps} /> : null}
        </ConsentGate>
      </Box>
    </Slot>
  );
}

const Slot = styled.section`
  margin: ${theme.space.lg} auto;
  max-width: 100%;
  text-align: center;

  @media print {
    display: none;
  }
`;

const Label = styled.p`
  margin: 0 0 ${theme.space.xs};
  height: 16px;
  font-size: 11px;
  line-height: 16px;
  letter-spacing: 0.05em;
  text-transform: uppercase;
  color: ${theme.colors.muted};
`;

/** Its height (and width) for the viewport come from the media queries: the only size that counts for layout. */
const Box = styled.div<{ $css: string }>`
  display: flex;
  justify-content: center;
  align-items: center;
  margin: 0 auto;
  max-width: 100%;
  overflow: hidden;
  background: ${theme.colors.surfaceMuted};
  ${(props) => props.$css}
`;
