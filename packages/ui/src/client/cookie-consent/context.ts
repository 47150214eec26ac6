'use client';
import { createContext, useContext } from 'react';
import type { ConsentContextValue } from './provider';

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
