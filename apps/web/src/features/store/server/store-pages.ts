import 'server-only';
import { revalidateTag } from 'next/cache';
import { STORE_TAG } from '@/server/content-tags';

/**
 * Expires the cached reads of the store (and so /order and its checkout): after anything that
 * moves stock outside the checkout form (a payment failed, given up or made late). Must run inside
 * a request (a route handler, a Server Action or the job runner's request), where Next expires tags.
 */
export function expireStorePages(): void {
  revalidateTag(STORE_TAG, { expire: 0 });
}
