'use client';
import { usePathname, useSearchParams } from 'next/navigation';

/** "Login" sends the visitor to sign-in and back to the page they were on (full-page navigation). */
export function LoginLink() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const returnTo = search ? `${pathname}?${search}` : pathname;
  return <a href={`/login?returnTo=${encodeURIComponent(returnTo)}`}>Login</a>;
}
