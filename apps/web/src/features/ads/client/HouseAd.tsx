'use client';

import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@openshiur/ui';
import type { AdAdapterProps } from './adapter';

/** A campaign as GET /api/ads/house answers it. */
export interface HouseAdContent {
  id: string;
  title: string;
  body: string | null;
  image: string | null;
  link: string;
}

/**
 * The default adapter: the organisation's own campaign for the slot's size, fetched from
 * `/api/ads/house` (publicly cached, the same for everyone), so the page's HTML stays the same for
 * every visitor. Asks again when a resize picks another size.
 */
export function HouseAd({ slot, elementId, sizes }: AdAdapterProps) {
  const size = sizes.find((candidate) => candidate !== 'fluid');
  const [shown, setShown] = useState<{ key: string; ad: HouseAdContent | null } | null>(null);
  const key = size ? `${size.width}x${size.height}` : '';

  useEffect(() => {
    if (!size) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ slot, w: String(size.width), h: String(size.height) });
    fetch(`/api/ads/house?${query}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ ad: HouseAdContent | null }>) : { ad: null }))
      .then(({ ad }) => setShown({ key, ad }))
      // An ad that cannot be fetched leaves its (reserved) space empty: never an error for the reader.
      .catch(() => undefined);
    return () => controller.abort();
    // key stands for the size
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slot, key]);

  if (!size || !shown?.ad || shown.key !== key) return null;
  const { ad } = shown;
  const external = /^https:/.test(ad.link);
  return (
    <Campaign
      id={elementId}
      href={ad.link}
      data-house-ad={ad.id}
      data-ad-size={key}
      $wide={size.width >= size.height * 3}
      style={{ width: size.width, height: size.height }}
      {...(external ? { target: '_blank', rel: 'noopener sponsored' } : {})}
    >
      {ad.image ? <img src={ad.image} alt="" width={size.width} height={size.height} /> : null}
      <strong>{ad.title}</strong>
      {ad.body ? <span>{ad.body}</span> : null}
    </Campaign>
  );
}

const Campaign = styled.a<{ $wide: boolean }>`
  position: relative;
  display: flex;
  flex-direction: ${(props) => (props.$wide ? 'row' : 'column')};
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm} ${theme.space.md};
  max-width: 100%;
  box-sizing: border-box;
  overflow: hidden;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.small};
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryText};
  text-align: center;
  text-decoration: none;

  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  img ~ strong,
  img ~ span {
    position: relative;
    text-shadow: 0 1px 2px rgb(0 0 0 / 70%);
  }

  strong {
    font-size: ${(props) => (props.$wide ? '1.1rem' : '1.3rem')};
  }

  span {
    font-size: 0.9rem;
  }

  &:hover strong,
  &:focus-visible strong {
    text-decoration: underline;
  }
`;
