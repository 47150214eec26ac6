/** A percent-encoded address segment decoded, or undefined when its escapes are malformed ("%E0%A4%A"). */
export function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
