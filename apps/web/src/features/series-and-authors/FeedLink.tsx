import styled from 'styled-components';
import { theme } from '@openshiur/ui';

/**
 * The visible link to a podcast feed. A plain anchor, not a client-side link: the feed is XML for
 * podcast apps, not a page of the site.
 */
export function FeedLink({ href, what }: { href: string; what: string }) {
  return (
    <Anchor href={href} type="application/rss+xml" data-feed-link>
      <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
        <circle cx="5" cy="19" r="2.2" />
        <path d="M3 10.5a10.5 10.5 0 0 1 10.5 10.5h-3A7.5 7.5 0 0 0 3 13.5z" />
        <path d="M3 4a17 17 0 0 1 17 17h-3A14 14 0 0 0 3 7z" />
      </svg>
      Podcast feed (RSS)<span className="visually-hidden"> of {what}</span>
    </Anchor>
  );
}

const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 32px;
  padding: 2px 10px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.small};
  color: ${theme.colors.text};
  font-size: 0.875rem;
  font-weight: 600;
  text-decoration: none;
  svg {
    color: #b34700;
  }
  &:hover {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
`;
