'use client';
import { useEffect, useRef } from 'react';
import { isChunkLoadError, reloadOnceAfterChunkError } from '../chunk-reload';

/**
 * Props of {@link ChunkLoadRecovery}.
 *
 * @example
 * ```tsx
 * <ChunkLoadRecovery chunkUrlPattern={/\/assets\//} onChunkError={(error, reloaded) => log(reloaded)} />
 * ```
 */
export interface ChunkLoadRecoveryProps {
  /** Script and stylesheet addresses that count as code chunks (Next.js's by default). */
  chunkUrlPattern?: RegExp;
  /**
   * Called for every chunk-load failure seen, with whether it reloaded the page, e.g. to keep such
   * errors out of error reporting (spec §8).
   */
  onChunkError?: (error: unknown, reloaded: boolean) => void;
  /** How to reload; `window.location.reload()` by default. */
  reload?: () => void;
}

/** The address of a failed `<script>` or `<link rel="stylesheet">`, if the event is one's. */
function failedResourceUrl(target: EventTarget | null): string | undefined {
  if (typeof HTMLScriptElement !== 'undefined' && target instanceof HTMLScriptElement) {
    return target.src || undefined;
  }
  if (
    typeof HTMLLinkElement !== 'undefined' &&
    target instanceof HTMLLinkElement &&
    /(^|\s)(stylesheet|modulepreload|preload)(\s|$)/i.test(target.rel)
  ) {
    return target.href || undefined;
  }
  return undefined;
}

/**
 * Reloads the page once when a code chunk fails to load (spec §4 "Failed code-chunk load"),
 * usually because a new deployment replaced it: it watches `error` events, including failed
 * `<script>` and stylesheet loads whose address matches `chunkUrlPattern`, and unhandled promise
 * rejections, and reloads fully at most once per 60 seconds. Renders nothing.
 *
 * @example
 * ```tsx
 * // app/layout.tsx
 * <body>
 *   <ChunkLoadRecovery />
 *   {children}
 * </body>
 * ```
 */
export function ChunkLoadRecovery({
  chunkUrlPattern = /\/_next\/static\/chunks\//,
  onChunkError,
  reload,
}: ChunkLoadRecoveryProps) {
  const onChunkErrorRef = useRef(onChunkError);
  onChunkErrorRef.current = onChunkError;
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  const patternRef = useRef(chunkUrlPattern);
  patternRef.current = chunkUrlPattern;

  useEffect(() => {
    const handle = (error: unknown) => {
      if (!isChunkLoadError(error)) return;
      const reloaded = reloadOnceAfterChunkError(
        error,
        Date.now(),
        undefined,
        reloadRef.current ?? (() => window.location.reload()),
      );
      onChunkErrorRef.current?.(error, reloaded);
    };
    const onError = (event: Event) => {
      const error: unknown = (event as Partial<ErrorEvent>).error;
      if (error !== undefined && error !== null) {
        handle(error);
        return;
      }
      const url = failedResourceUrl(event.target);
      if (url && patternRef.current.test(url)) {
        const error = new Error(`Loading chunk ${url} failed.`);
        error.name = 'ChunkLoadError';
        handle(error);
      }
    };
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  return null;
}
