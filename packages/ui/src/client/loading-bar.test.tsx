'use client';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOADING_BAR_COMPLETE_MS,
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_FAILED_MS,
  LOADING_BAR_THROTTLE_MS,
  LoadingBar,
  loadingBarProgress,
} from './loading-bar';

const bar = () => screen.getByRole('progressbar', { hidden: true });
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('LoadingBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec constants', () => {
    expect(LOADING_BAR_THROTTLE_MS).toBe(200);
    expect(LOADING_BAR_DURATION_MS).toBe(5000);
  });

  it('is hidden while idle', () => {
    render(<LoadingBar state="idle" />);
    expect(bar()).toHaveAttribute('data-state', 'hidden');
    expect(bar()).not.toBeVisible();
    expect(bar()).toHaveAttribute('aria-label', 'Loading page');
  });

  it('appears only after the throttle and creeps towards 90%', () => {
    const { rerender } = render(<LoadingBar state="idle" />);
    rerender(<LoadingBar state="loading" />);
    advance(LOADING_BAR_THROTTLE_MS - 1);
    expect(bar()).toHaveAttribute('data-state', 'hidden');
    advance(1);
    expect(bar()).toHaveAttribute('data-state', 'loading');
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
    const first = Number(bar().getAttribute('aria-valuenow'));
    advance(1000);
    const later = Number(bar().getAttribute('aria-valuenow'));
    expect(later).toBeGreaterThan(first);
    advance(LOADING_BAR_DURATION_MS * 2);
    expect(bar()).toHaveAttribute('aria-valuenow', '90');
    expect(bar()).toHaveAttribute('aria-valuemin', '0');
    expect(bar()).toHaveAttribute('aria-valuemax', '100');
  });

  it('never shows for a load shorter than the throttle', () => {
    const { rerender } = render(<LoadingBar state="loading" />);
    advance(100);
    rerender(<LoadingBar state="idle" />);
    advance(1000);
    expect(bar()).toHaveAttribute('data-state', 'hidden');
  });

  it('completes to 100% and fades out when loading ends', () => {
    const { rerender } = render(<LoadingBar state="loading" throttleMs={50} />);
    advance(60);
    rerender(<LoadingBar state="idle" throttleMs={50} />);
    expect(bar()).toHaveAttribute('data-state', 'complete');
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    advance(LOADING_BAR_COMPLETE_MS);
    expect(bar()).toHaveAttribute('data-state', 'hidden');
  });

  it('shows a failure for a while, then hides', () => {
    const { rerender } = render(<LoadingBar state="loading" />);
    advance(300);
    rerender(<LoadingBar state="failed" />);
    expect(bar()).toHaveAttribute('data-state', 'failed');
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    advance(LOADING_BAR_FAILED_MS - 10);
    expect(bar()).toHaveAttribute('data-state', 'failed');
    advance(20);
    expect(bar()).toHaveAttribute('data-state', 'hidden');
  });

  it('still hides a failure when the state goes back to idle', () => {
    const { rerender } = render(<LoadingBar state="failed" />);
    advance(500);
    rerender(<LoadingBar state="idle" />);
    expect(bar()).toHaveAttribute('data-state', 'failed');
    advance(LOADING_BAR_FAILED_MS);
    expect(bar()).toHaveAttribute('data-state', 'hidden');
  });

  it('starts over for a new load', () => {
    const { rerender } = render(<LoadingBar state="failed" />);
    rerender(<LoadingBar state="loading" />);
    expect(bar()).toHaveAttribute('data-state', 'hidden');
    advance(LOADING_BAR_THROTTLE_MS);
    expect(bar()).toHaveAttribute('data-state', 'loading');
  });
});

describe('loadingBarProgress', () => {
  it('eases out towards 90%', () => {
    expect(loadingBarProgress(0, 5000)).toBeCloseTo(8);
    expect(loadingBarProgress(2500, 5000)).toBeGreaterThan(50);
    expect(loadingBarProgress(5000, 5000)).toBe(90);
    expect(loadingBarProgress(50_000, 5000)).toBe(90);
  });
});
