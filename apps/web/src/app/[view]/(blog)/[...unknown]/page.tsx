import { notFound } from 'next/navigation';

/**
 * Any address of several segments that no page matches (`/no/such/page`): the 404 page inside the
 * blog-style frame, drawn for this visit's render (signed-in visitors see their own header).
 *
 * This route exists so that the root `app/not-found.tsx` can stay small. Next renders the root
 * not-found boundary into the RSC payload of every page; when it held the whole frame (header,
 * menu and topic footer) that added about 30 KB to every HTML response. Single-segment unknown
 * addresses are answered by `(default)/[id]`.
 */
export default function UnknownAddress(): never {
  notFound();
}
