'use client';
import { createContext, useContext } from 'react';
import type { ConsentCategory, ConsentDecision } from '../../consent';

/**
 * What {@link useConsent} returns.
 *
 * @example
 * ```tsx
 * const { consent, acceptAll, openDrawer }: ConsentContextValue = useConsent();
 * ```
 */
export interface ConsentContextValue {
  /** The recorded decision; `null` before one is made, and until the cookie has been read. */
  consent: ConsentDecision | null;
  /** Records a decision; categories left out are taken from the current one (else refused). */
  decide: (choices: Partial<Record<ConsentCategory, boolean>>) => void;
  /** Records consent to every category. */
  acceptAll: () => void;
  /** Records a refusal of every optional category. */
  rejectAll: () => void;
  /** Whether the consent drawer is shown. */
  drawerOpen: boolean;
  /** Shows the drawer, e.g. from a "Cookie Policy" link; focus returns to the opener on close. */
  openDrawer: () => void;
  /** Hides the drawer; it stays while no decision has been recorded. */
  closeDrawer: () => void;
}

/** What the provider holds: the public value, and what the drawer needs besides. */
export interface InternalContextValue extends ConsentContextValue {
  /** True once the decision is known (given by the server, or the cookie has been read). */
  known: boolean;
  /** True when the visitor opened the drawer; it then takes focus. */
  openedByUser: boolean;
}

/** Shared by the provider and the components that need it; not exported by the package. */
export const ConsentContext = createContext<InternalContextValue | null>(null);

/**
 * The provider's whole state, for the components of this folder; throws when `component` is used
 * outside {@link ConsentProvider}.
 */
export function useInternalConsent(component: string): InternalContextValue {
  const value = useContext(ConsentContext);
  if (!value) throw new Error(`${component} must be used inside <ConsentProvider>.`);
  return value;
}
