'use client';

import { useEffect, useState } from 'react';
import { debounce, sizesForViewport, sizesKey, type AdSize, type ParsedSizeRule } from '../ad-sizes';

/**
 * The sizes a slot shows at the browser's viewport: null until mounted (the server cannot know the
 * viewport; its reserved box is sized by media queries instead), then picked again `debounceMs` after
 * resizing stops. A re-pick that lands on the same sizes keeps the same array, so nothing reloads.
 */
export function useViewportSizes(base: readonly AdSize[], rules: readonly ParsedSizeRule[], debounceMs: number): AdSize[] | null {
  const [sizes, setSizes] = useState<AdSize[] | null>(null);
  // The inputs are parsed from the slot's props on every render: their text is the dependency.
  const inputsKey = `${sizesKey(base)}|${rules.map((rule) => `${rule.minWidth}:${rule.minHeight}:${sizesKey(rule.sizes)}`).join(';')}`;

  useEffect(() => {
    const pick = () => {
      const next = sizesForViewport(base, rules, { width: window.innerWidth, height: window.innerHeight });
      setSizes((current) => (current && sizesKey(current) === sizesKey(next) ? current : next));
    };
    pick();
    const repick = debounce(pick, debounceMs);
    window.addEventListener('resize', repick.call);
    return () => {
      window.removeEventListener('resize', repick.call);
      repick.cancel();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- inputsKey stands for base and rules
  }, [inputsKey, debounceMs]);

  return sizes;
}
