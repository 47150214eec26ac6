'use client';
import styled from 'styled-components';
import { WifiOffIcon, theme } from '@openshiur/ui';
import { useOnlineStatus } from '@openshiur/ui/client';

/** A small "Offline" badge in the header's notifications area while the browser is offline. */
export function ConnectionStatus() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Badge data-testid="connection-status">
      <WifiOffIcon size={16} /> Offline
    </Badge>
  );
}

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  padding: 2px 8px;
  border-radius: ${theme.radii.round};
  background: ${theme.colors.surfaceMuted};
  color: ${theme.colors.text};
  font-size: 0.875rem;
`;
