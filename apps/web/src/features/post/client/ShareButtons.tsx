'use client';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, theme, VisuallyHidden } from '@openshiur/ui';
import { shareLinks } from '../share-links';

export interface ShareButtonsProps {
  /** The page's path (`/p/123`). */
  path: string;
  /** The address as the server knows it (absolute with SITE_URL, else the path). */
  initialUrl: string;
  title: string;
}

/**
 * Sharing a shiur: the system share sheet where the browser has one (Web Share API), copying the
 * link (with a confirmation), an e-mail draft and a WhatsApp message, and printing. The two links
 * work without JavaScript; the buttons appear once it runs.
 */
export function ShareButtons({ path, initialUrl, title }: ShareButtonsProps) {
  const [url, setUrl] = useState(initialUrl);
  const [running, setRunning] = useState(false);
  const [canShare, setCanShare] = useState(false);
  const [status, setStatus] = useState('');
  const [manualCopy, setManualCopy] = useState(false);
  const manualField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // The address the visitor really used (the server may not know its public origin).
    setUrl(new URL(path, window.location.origin).href);
    setCanShare(typeof navigator.share === 'function');
    setRunning(true);
  }, [path]);

  useEffect(() => {
    if (manualCopy) manualField.current?.select();
  }, [manualCopy]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setManualCopy(false);
      setStatus('Link copied.');
    } catch {
      // No clipboard access (permissions, an old browser): offer the address selected instead.
      setManualCopy(true);
      setStatus('Press Ctrl+C (or ⌘C) to copy the selected link.');
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the share sheet is no failure; anything else falls back to copying.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy();
    }
  };

  const links = shareLinks({ url, title });
  return (
    <Bar role="group" aria-label="Share this shiur" data-print="hide" data-share="">
      {running && canShare ? (
        <Button type="button" size="small" onClick={() => void share()}>
          Share…
        </Button>
      ) : null}
      {running ? (
        <Button type="button" size="small" variant="secondary" onClick={() => void copy()} data-share-copy="">
          Copy link
        </Button>
      ) : null}
      <ShareLink href={links.email}>
        E-mail<VisuallyHidden> this shiur</VisuallyHidden>
      </ShareLink>
      <ShareLink href={links.whatsapp} target="_blank" rel="noopener noreferrer">
        WhatsApp<VisuallyHidden> (opens a new tab)</VisuallyHidden>
      </ShareLink>
      {running ? (
        <Button type="button" size="small" variant="ghost" onClick={() => window.print()}>
          Print
        </Button>
      ) : null}
      {manualCopy ? (
        <ManualCopy>
          <input
            aria-label="Link to this shiur"
            ref={manualField}
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
          />
        </ManualCopy>
      ) : null}
      <Status role="status" data-share-status="">
        {status}
      </Status>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

const ShareLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.small};
  color: ${theme.colors.primary};
  font-size: 0.875rem;
  text-decoration: none;
  &:hover {
    background: ${theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const ManualCopy = styled.span`
  flex: 1 1 100%;
  input {
    width: 100%;
    max-width: 480px;
    font: inherit;
    padding: ${theme.space.xs};
  }
`;

const Status = styled.span`
  font-size: 0.875rem;
  color: ${theme.colors.muted};
`;
