'use client';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY } from '../chunk-reload';
import { ChunkLoadRecovery } from './chunk-load-recovery';

function chunkError(): Error {
  const error = new Error('Loading chunk 99 failed.');
  error.name = 'ChunkLoadError';
  return error;
}

function rejection(reason: unknown): Event {
  const event = new Event('unhandledrejection');
  Object.assign(event, { reason, promise: Promise.resolve() });
  return event;
}

describe('ChunkLoadRecovery', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });
  afterEach(() => {
    sessionStorage.clear();
    document.head.innerHTML = '';
  });

  it('renders nothing', () => {
    const { container } = render(<ChunkLoadRecovery reload={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('reloads once for an unhandled ChunkLoadError rejection, then not again within 60 s', () => {
    const reload = vi.fn();
    const onChunkError = vi.fn();
    render(<ChunkLoadRecovery reload={reload} onChunkError={onChunkError} />);
    window.dispatchEvent(rejection(chunkError()));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(Number(sessionStorage.getItem(CHUNK_RELOAD_KEY))).toBeGreaterThan(0);
    expect(onChunkError).toHaveBeenLastCalledWith(expect.any(Error), true);
    window.dispatchEvent(rejection(chunkError()));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(onChunkError).toHaveBeenLastCalledWith(expect.any(Error), false);
  });

  it('reloads again once the guard has passed', () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now() - CHUNK_RELOAD_GUARD_MS - 1));
    const reload = vi.fn();
    render(<ChunkLoadRecovery reload={reload} />);
    window.dispatchEvent(rejection(new TypeError('Failed to fetch dynamically imported module: /a.js')));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reacts to error events carrying a chunk error', () => {
    const reload = vi.fn();
    render(<ChunkLoadRecovery reload={reload} />);
    window.dispatchEvent(new ErrorEvent('error', { error: chunkError(), message: 'x' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores other errors and rejections', () => {
    const reload = vi.fn();
    const onChunkError = vi.fn();
    render(<ChunkLoadRecovery reload={reload} onChunkError={onChunkError} />);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom') }));
    window.dispatchEvent(rejection('nope'));
    expect(reload).not.toHaveBeenCalled();
    expect(onChunkError).not.toHaveBeenCalled();
  });

  it('reacts to a failed chunk <script> or stylesheet load', () => {
    const reload = vi.fn();
    render(<ChunkLoadRecovery reload={reload} />);
    const script = document.createElement('script');
    script.src = 'https://example.org/_next/static/chunks/app-123.js';
    document.head.append(script);
    script.dispatchEvent(new Event('error'));
    expect(reload).toHaveBeenCalledTimes(1);

    sessionStorage.clear();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = 'https://example.org/_next/static/chunks/app-123.css';
    document.head.append(link);
    link.dispatchEvent(new Event('error'));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('ignores failed resources outside the pattern, and follows a custom pattern', () => {
    const reload = vi.fn();
    const { rerender } = render(<ChunkLoadRecovery reload={reload} />);
    const script = document.createElement('script');
    script.src = 'https://ads.example.org/tag.js';
    document.head.append(script);
    script.dispatchEvent(new Event('error'));
    const image = document.createElement('img');
    image.src = 'https://example.org/_next/static/chunks/pic.png';
    document.body.append(image);
    image.dispatchEvent(new Event('error'));
    image.remove();
    expect(reload).not.toHaveBeenCalled();

    rerender(<ChunkLoadRecovery reload={reload} chunkUrlPattern={/\/assets\//} />);
    const asset = document.createElement('script');
    asset.src = 'https://example.org/assets/index-abc.js';
    document.head.append(asset);
    asset.dispatchEvent(new Event('error'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops listening when unmounted', () => {
    const reload = vi.fn();
    const { unmount } = render(<ChunkLoadRecovery reload={reload} />);
    unmount();
    window.dispatchEvent(rejection(chunkError()));
    expect(reload).not.toHaveBeenCalled();
  });
});
