'use client';
import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { media, theme } from '../theme';

/**
 * How long loading must last before the bar appears, in milliseconds (spec §9).
 *
 * @example
 * ```tsx
 * <LoadingBar state={state} throttleMs={LOADING_BAR_THROTTLE_MS * 2} />
 * ```
 */
export const LOADING_BAR_THROTTLE_MS = 200;
/**
 * How long the bar takes to creep towards {@link LOADING_BAR_MAX_PROGRESS}, in milliseconds (spec §9).
 *
 * @example
 * ```tsx
 * <LoadingBar state={state} durationMs={LOADING_BAR_DURATION_MS / 2} />
 * ```
 */
export const LOADING_BAR_DURATION_MS = 5000;
/**
 * How long a failed load shows the red bar, in milliseconds.
 *
 * @example
 * ```ts
 * setTimeout(retry, LOADING_BAR_FAILED_MS);
 * ```
 */
export const LOADING_BAR_FAILED_MS = 2000;
/**
 * How long the bar takes to fill and fade out once loading finished, in milliseconds.
 *
 * @example
 * ```ts
 * setTimeout(scrollToTop, LOADING_BAR_COMPLETE_MS);
 * ```
 */
export const LOADING_BAR_COMPLETE_MS = 500;
/**
 * Where the bar stops while loading goes on, in percent.
 *
 * @example
 * ```ts
 * loadingBarProgress(Infinity, 5000) === LOADING_BAR_MAX_PROGRESS; // true
 * ```
 */
export const LOADING_BAR_MAX_PROGRESS = 90;

const START_PROGRESS = 8;
const TICK_MS = 100;

/**
 * What the page is doing, as told to {@link LoadingBar}.
 *
 * @example
 * ```ts
 * const [state, setState] = useState<LoadingBarState>('idle');
 * ```
 */
export type LoadingBarState = 'idle' | 'loading' | 'failed';

/**
 * What the bar shows; its `data-state`.
 *
 * @example
 * ```ts
 * const phase = bar.dataset.state as LoadingBarPhase;
 * ```
 */
export type LoadingBarPhase = 'hidden' | 'loading' | 'complete' | 'failed';

/**
 * Props of {@link LoadingBar}.
 *
 * @example
 * ```tsx
 * <LoadingBar state="loading" throttleMs={200} durationMs={5000} />
 * ```
 */
export interface LoadingBarProps {
  state: LoadingBarState;
  /** Loading shorter than this never shows the bar. */
  throttleMs?: number;
  /** Time for the bar to creep to 90%. */
  durationMs?: number;
  className?: string;
}

/**
 * Progress, in percent, `elapsed` ms after the bar appeared: an ease-out creep to 90%.
 *
 * @example
 * ```ts
 * loadingBarProgress(2500, 5000); // about 80
 * ```
 */
export function loadingBarProgress(elapsed: number, durationMs: number): number {
  const t = Math.min(Math.max(elapsed / durationMs, 0), 1);
  return START_PROGRESS + (LOADING_BAR_MAX_PROGRESS - START_PROGRESS) * (1 - (1 - t) ** 3);
}

const Track = styled.div`
  position: fixed;
  inset-inline: 0;
  top: 0;
  z-index: ${theme.zIndices.loadingBar};
  height: 3px;
  pointer-events: none;
  &[hidden] {
    display: none;
  }
  &[data-state='complete'] {
    opacity: 0;
    transition: opacity 300ms ease-in 200ms;
  }
  ${media.reducedMotion} {
    &[data-state='complete'] {
      transition: none;
    }
  }
`;

const Fill = styled.div`
  height: 100%;
  background: ${theme.colors.loadingBar};
  transform-origin: left center;
  transition: transform 200ms ease-out;
  [dir='rtl'] & {
    transform-origin: right center;
  }
  [data-state='failed'] > & {
    background: ${theme.colors.loadingBarFailed};
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

/**
 * A thin progress bar fixed at the top of the window during navigation (spec §4 "Loading bar").
 * It appears only once loading has lasted {@link LOADING_BAR_THROTTLE_MS}, creeps towards 90%
 * over {@link LOADING_BAR_DURATION_MS}, fills and fades out when loading ends, and turns red for a
 * moment when it fails.
 *
 * @example
 * ```tsx
 * const [state, setState] = useState<LoadingBarState>('idle');
 * // setState('loading') when a navigation starts, 'idle' when it ends, 'failed' when it fails
 * return <LoadingBar state={state} />;
 * ```
 */
export function LoadingBar({
  state,
  throttleMs = LOADING_BAR_THROTTLE_MS,
  durationMs = LOADING_BAR_DURATION_MS,
  className,
}: LoadingBarProps) {
  const [phase, setPhase] = useState<LoadingBarPhase>('hidden');
  const [progress, setProgress] = useState(0);
  const phaseRef = useRef<LoadingBarPhase>('hidden');
  const startedAtRef = useRef(0);

  useEffect(() => {
    const show = (next: LoadingBarPhase, value: number) => {
      phaseRef.current = next;
      setPhase(next);
      setProgress(value);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ticker: ReturnType<typeof setInterval> | undefined;

    const creep = () => {
      ticker = setInterval(() => {
        const elapsed = Date.now() - startedAtRef.current;
        setProgress(loadingBarProgress(elapsed, durationMs));
        if (elapsed >= durationMs) clearInterval(ticker);
      }, TICK_MS);
    };

    if (state === 'loading') {
      if (phaseRef.current === 'loading') {
        creep();
      } else {
        if (phaseRef.current !== 'hidden') show('hidden', 0);
        timer = setTimeout(() => {
          startedAtRef.current = Date.now();
          show('loading', START_PROGRESS);
          creep();
        }, throttleMs);
      }
    } else if (state === 'failed') {
      show('failed', 100);
      timer = setTimeout(() => show('hidden', 0), LOADING_BAR_FAILED_MS);
    } else if (phaseRef.current === 'loading' || phaseRef.current === 'complete') {
      show('complete', 100);
      timer = setTimeout(() => show('hidden', 0), LOADING_BAR_COMPLETE_MS);
    } else if (phaseRef.current === 'failed') {
      timer = setTimeout(() => show('hidden', 0), LOADING_BAR_FAILED_MS);
    }
    return () => {
      clearTimeout(timer);
      clearInterval(ticker);
    };
  }, [state, throttleMs, durationMs]);

  const value = Math.round(progress);
  return (
    <Track
      role="progressbar"
      aria-label="Loading page"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      data-state={phase}
      hidden={phase === 'hidden'}
      className={className}
    >
      <Fill style={{ transform: `scaleX(${progress / 100})` }} />
    </Track>
  );
}
