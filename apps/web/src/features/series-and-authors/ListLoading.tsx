import styled from 'styled-components';
import { theme } from '@openshiur/ui';

/** What a list shows while its page is read: a polite status and quiet placeholder rows. */
export function ListLoading({ label = 'Loading shiurim…' }: { label?: string }) {
  return (
    <Placeholder role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: 5 }, (_, index) => (
        <Bar key={index} aria-hidden="true" />
      ))}
    </Placeholder>
  );
}

const Placeholder = styled.div`
  margin: ${theme.space.lg} 0;
`;

const Bar = styled.span`
  display: block;
  height: 48px;
  margin-bottom: ${theme.space.sm};
  border-radius: ${theme.radii.small};
  background: ${theme.colors.surfaceMuted};
`;
