'use client';
import type { ReactNode } from 'react';
import type { ConsentCategory } from '../../consent';
import { useHydrated } from '../hydration';
import { useInternalConsent } from './context';

/**
 * Props of {@link ConsentGate}.
 *
 * @example
 * ```tsx
 * <ConsentGate category="ads" fallback={<AdPlaceholder />}><AdSlot /></ConsentGate>
 * ```
 */
export interface ConsentGateProps {
  /** The category the children need consent for. */
  category: ConsentCategory;
  /** Rendered only in the browser, once the visitor has allowed `category`. */
  children: ReactNode;
  /** Rendered otherwise, e.g. a placeholder for an ad slot. */
  fallback?: ReactNode;
}

/**
 * Renders its children only when the visitor has allowed a cookie category: never on the server,
 * never before a decision, so no analytics or ad code runs without consent.
 *
 * @example
 * ```tsx
 * <ConsentGate category="analytics">
 *   <AnalyticsScript id="G-XXXX" />
 * </ConsentGate>
 * ```
 */
export function ConsentGate({ category, children, fallback = null }: ConsentGateProps) {
  const { consent } = useInternalConsent('ConsentGate');
  const hydrated = useHydrated();
  return <>{hydrated && consent?.[category] === true ? children : fallback}</>;
}
