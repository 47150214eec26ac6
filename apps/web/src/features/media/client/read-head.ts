import { formatProblem, sizeProblem, sniffContentType, SNIFF_BYTES, type MediaKind, type MediaLimits } from '../media-kinds';

/**
 * Checks a chosen file in the browser before anything is sent (its size, and its first bytes
 * against the allow-list), and gives those bytes base64 for the server's own first check.
 */
export async function checkChosenFile(file: File, kind: MediaKind, limits: MediaLimits): Promise<{ head: string } | { problem: string }> {
  const tooLarge = sizeProblem(kind, file.size, limits);
  if (tooLarge) return { problem: tooLarge };
  const bytes = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  if (!sniffContentType(bytes, kind)) return { problem: formatProblem(kind) };
  return { head: btoa(String.fromCharCode(...bytes)) };
}
