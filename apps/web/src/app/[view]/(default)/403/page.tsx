import { forbidden } from 'next/navigation';

/**
 * The 403 page, where the proxy sends a signed-in reader who opens the studio. The decision is made
 * there, before anything is sent: a forbidden() inside a per-request render comes after the frame
 * has gone out with a 200 status, so only a page that is forbidden as a whole answers 403.
 */
export default function ForbiddenPage(): never {
  forbidden();
}
