import 'server-only';
import { randomBytes } from 'node:crypto';

/** A new file's id: 128 random bits in hex, so addresses cannot be guessed or enumerated. */
export function newMediaId(): string {
  return randomBytes(16).toString('hex');
}
