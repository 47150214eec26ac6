/** Treats %, _ and \ in user text literally inside ILIKE patterns. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
