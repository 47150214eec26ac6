import type { MouseEvent } from 'react';
import { useRouter } from 'next/navigation';

/**
 * A click handler for a container of plain `<a>` links (server-rendered addresses, no SiteLink per
 * link): a plain left click on one of them navigates on the client; a modified click (new tab,
 * download) and a click anywhere else are left to the browser. Enter on a focused link clicks it,
 * so the keyboard gets the same navigation.
 */
export function usePlainLinkNavigation() {
  const router = useRouter();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href?.startsWith('/') || link.target) return;
    event.preventDefault();
    router.push(href);
  };
}
