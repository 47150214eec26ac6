/**
 * `load` run at most once and its answer shared, for code fetched on first use (a dynamic
 * `import()`). A failure is not kept: a chunk that failed to download (a new deployment, a
 * dropped connection) is tried again on the next call.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
