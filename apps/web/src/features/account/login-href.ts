/** The sign-in address for coming back to `returnTo` (the server checks returnTo again). */
export function loginHref(returnTo: string): string {
  return `/login?returnTo=${encodeURIComponent(returnTo)}`;
}
