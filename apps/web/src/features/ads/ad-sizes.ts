/**
 * Ad slot sizes and responsive size mapping (spec §9 "Ad slots"): sizes are written as "WxH" strings
 * in comma-separated lists ("300x250, 336x280", or "fluid"), and a mapping picks the sizes of the
 * viewport by min-width / min-height. Pure: the slot, the server-rendered reserved box, the adapters
 * and the house-ad endpoint all read sizes through this module, so they agree.
 */

/** A fixed size in CSS pixels, or `fluid` (the ad takes the slot's width and its own height). */
export type AdSize = { width: number; height: number } | 'fluid';

/** A rule of the mapping as written: from this viewport size up, these sizes. */
export interface SizeMappingRule {
  minWidth: number;
  minHeight?: number;
  /** "728x90, 970x90" */
  sizes: string;
}

/** A rule with its sizes read. */
export interface ParsedSizeRule {
  minWidth: number;
  minHeight: number;
  sizes: AdSize[];
}

/** The default wait after the last resize before the slot picks its sizes again (spec: 300 ms). */
export const AD_RESIZE_DEBOUNCE_MS = 300;

const SIZE = /^(\d{1,4})\s*x\s*(\d{1,4})$/i;

/** Reads one "WxH" (or "fluid"); null when it is neither. */
export function parseAdSize(text: string): AdSize | null {
  const trimmed = text.trim();
  if (trimmed.toLowerCase() === 'fluid') return 'fluid';
  const match = SIZE.exec(trimmed);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/**
 * Reads a comma-separated list of sizes. A slot's sizes are written by developers and editors, so a
 * wrong one is an error with the culprit named, not a size silently dropped.
 */
export function parseAdSizes(list: string): AdSize[] {
  const parts = list.split(',').map((part) => part.trim()).filter(Boolean);
  if (parts.length === 0) throw new Error(`No ad sizes in "${list}"`);
  return parts.map((part) => {
    const size = parseAdSize(part);
    if (!size) throw new Error(`"${part}" is not an ad size: write WxH (300x250) or fluid`);
    return size;
  });
}

/** Whether a list of sizes reads (for form and configuration checks). */
export function isAdSizeList(list: string): boolean {
  try {
    parseAdSizes(list);
    return true;
  } catch {
    return false;
  }
}

export function formatAdSize(size: AdSize): string {
  return size === 'fluid' ? 'fluid' : `${size.width}x${size.height}`;
}

/** The form Google Publisher Tag takes: `[300, 250]` or `'fluid'`. */
export function gptSize(size: AdSize): [number, number] | 'fluid' {
  return size === 'fluid' ? 'fluid' : [size.width, size.height];
}

/** Rules read and put in ascending order (min-width, then min-height): the order CSS cascades them in. */
export function parseSizeMapping(rules: readonly SizeMappingRule[]): ParsedSizeRule[] {
  return rules
    .map((rule) => ({ minWidth: Math.max(0, rule.minWidth), minHeight: Math.max(0, rule.minHeight ?? 0), sizes: parseAdSizes(rule.sizes) }))
    .sort((a, b) => a.minWidth - b.minWidth || a.minHeight - b.minHeight);
}

function fits(rule: ParsedSizeRule, viewport: { width: number; height: number }): boolean {
  return rule.minWidth <= viewport.width && rule.minHeight <= viewport.height;
}

/**
 * The rule of a viewport: of the rules whose min-width and min-height it reaches, the one with the
 * largest min-width, then the largest min-height; null when none applies (the slot's own sizes then).
 * This is the rule the last matching media query of {@link reservedBoxCss} stands for.
 */
export function pickSizeRule(rules: readonly ParsedSizeRule[], viewport: { width: number; height: number }): ParsedSizeRule | null {
  let picked: ParsedSizeRule | null = null;
  for (const rule of rules) {
    if (!fits(rule, viewport)) continue;
    if (!picked || rule.minWidth > picked.minWidth || (rule.minWidth === picked.minWidth && rule.minHeight >= picked.minHeight)) picked = rule;
  }
  return picked;
}

/** The sizes a slot shows at a viewport: its mapping's rule, else its own sizes. */
export function sizesForViewport(base: readonly AdSize[], rules: readonly ParsedSizeRule[], viewport: { width: number; height: number }): AdSize[] {
  return pickSizeRule(rules, viewport)?.sizes ?? [...base];
}

/** Height a fluid ad is given before it reports its own (a typical native ad's). */
export const FLUID_RESERVED_HEIGHT = 250;

/**
 * The box a slot keeps for its sizes: the tallest of them (any one may be served in it, so none
 * pushes the page down) and the widest (capped by the column's width in CSS).
 */
export function reservedBox(sizes: readonly AdSize[]): { width: number | null; height: number } {
  let width: number | null = 0;
  let height = 0;
  for (const size of sizes) {
    if (size === 'fluid') {
      width = null;
      height = Math.max(height, FLUID_RESERVED_HEIGHT);
    } else {
      if (width !== null) width = Math.max(width, size.width);
      height = Math.max(height, size.height);
    }
  }
  return { width, height };
}

function boxDeclarations(sizes: readonly AdSize[]): string {
  const { width, height } = reservedBox(sizes);
  return `height: ${height}px; width: ${width === null ? '100%' : `${width}px`};`;
}

export function mediaQueryOf(rule: ParsedSizeRule): string {
  const parts = [`(min-width: ${rule.minWidth}px)`];
  if (rule.minHeight > 0) parts.push(`(min-height: ${rule.minHeight}px)`);
  return `@media ${parts.join(' and ')}`;
}

/**
 * The reserved box's CSS, from the same mapping the script picks by: the slot's own sizes first,
 * then one media query per rule in ascending order, so the last one that matches wins the cascade
 * exactly as {@link pickSizeRule} picks. Server-rendered, so the page has the right height before any
 * JavaScript runs (no layout shift when the ad arrives).
 */
export function reservedBoxCss(base: readonly AdSize[], rules: readonly ParsedSizeRule[]): string {
  return [boxDeclarations(base), ...rules.map((rule) => `${mediaQueryOf(rule)} { ${boxDeclarations(rule.sizes)} }`)].join('\n');
}

/** The sizes a slot will ever show: its own and every rule's, each once (for GPT's defineSlot). */
export function allSizes(base: readonly AdSize[], rules: readonly ParsedSizeRule[]): AdSize[] {
  const seen = new Map<string, AdSize>();
  for (const size of [...base, ...rules.flatMap((rule) => rule.sizes)]) seen.set(formatAdSize(size), size);
  return [...seen.values()];
}

/** A rule's key, to tell a re-pick that changed anything from one that did not. */
export function sizesKey(sizes: readonly AdSize[]): string {
  return sizes.map(formatAdSize).join(',');
}

/**
 * Calls `fn` once `waitMs` have passed without another call (the slot re-picks after resizing stops).
 * `cancel` drops a pending call (on unmount).
 */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): { call: (...args: A) => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    call: (...args: A) => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        fn(...args);
      }, waitMs);
    },
    cancel: () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
