import styled from 'styled-components';
import { theme } from '@openshiur/ui';

/** The picture beside a tag's name: a label shape, decorative. */
export function TagIcon() {
  return (
    <Badge aria-hidden="true">
      <svg width={36} height={36} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" focusable="false">
        <path d="M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z" />
        <circle cx="7.5" cy="7.5" r="1.5" />
      </svg>
    </Badge>
  );
}

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: ${theme.radii.medium};
  color: ${theme.colors.primary};
  background: ${theme.colors.surfaceMuted};
`;
