/** Whether a stored row already holds what the file says: then the import writes nothing to it. */

export function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameValue(item, b[index]))
    );
  }
  return (a ?? null) === (b ?? null);
}

/** Every field of `wanted` equals the stored row's. */
export function holdsAlready(
  stored: Readonly<Record<string, unknown>>,
  wanted: Readonly<Record<string, unknown>>,
): boolean {
  return Object.entries(wanted).every(([field, value]) => sameValue(stored[field], value));
}
