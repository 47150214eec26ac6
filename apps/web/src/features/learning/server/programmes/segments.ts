import type { LearningUnit } from '../types';

/** A whole number from 1 as written in an address ("12"; not "012", "1.5" or "+3"), else undefined. */
export function parsePositive(segment: string | undefined): number | undefined {
  return segment !== undefined && /^[1-9]\d{0,3}$/.test(segment) ? Number(segment) : undefined;
}

/** A day's unit that is one link (a daf, an amud): its one part is the unit itself. */
export function singleLinkUnit(unit: Omit<LearningUnit, 'parts'>): LearningUnit {
  return { ...unit, parts: [{ label: unit.label, hebrewLabel: unit.hebrewLabel, href: unit.href }] };
}
