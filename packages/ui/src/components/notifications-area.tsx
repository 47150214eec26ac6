import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { theme } from '../theme';
import { WideOnly } from './responsive';

const Region = styled(WideOnly)`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
`;

/** Props of {@link NotificationsArea}. */
export interface NotificationsAreaProps {
  children?: ReactNode;
  /** Accessible name of the region. Defaults to `'Notifications'`. */
  label?: string;
  className?: string;
}

/**
 * The header's notifications area (spec §2.3): a labelled `<section>` region, shown from 960px
 * up only. Its contents come from the site.
 *
 * @example
 * ```tsx
 * <NotificationsArea>
 *   <BellIcon />
 * </NotificationsArea>
 * ```
 */
export function NotificationsArea({
  children,
  label = 'Notifications',
  className,
}: NotificationsAreaProps) {
  return (
    <Region as="section" aria-label={label} className={className} data-notifications="">
      {children}
    </Region>
  );
}
