import styled from 'styled-components';
import { theme } from '@openshiur/ui';

/** What the daf grid's marks mean: the same cells, drawn small. */
export function GridLegend({ showToday }: { showToday: boolean }) {
  return (
    <Legend aria-label="Key to the dapim">
      <li>
        <Swatch data-kind="shiurim" aria-hidden="true" /> Has shiurim
      </li>
      <li>
        <Swatch aria-hidden="true" /> No shiurim yet
      </li>
      {showToday ? (
        <li>
          <Swatch data-kind="today" aria-hidden="true" /> Today’s daf
        </li>
      ) : null}
    </Legend>
  );
}

const Legend = styled.ul.attrs({ role: 'list' })`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin: 0 0 ${theme.space.sm};
  padding: 0;
  font-size: 0.875rem;
  color: ${theme.colors.muted};

  & li {
    display: flex;
    align-items: center;
    gap: ${theme.space.xs};
  }
`;

const Swatch = styled.span`
  position: relative;
  display: inline-block;
  width: 1.25rem;
  height: 1.25rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.small};

  &[data-kind='shiurim'] {
    background: #e7eef6;
    border-color: #9db5cf;
  }

  &[data-kind='shiurim']::after {
    content: '';
    position: absolute;
    right: 2px;
    top: 2px;
    width: 5px;
    height: 5px;
    border-radius: 50%;
    background: ${theme.colors.primary};
  }

  &[data-kind='today'] {
    background: ${theme.colors.accent};
    border-color: ${theme.colors.accent};
  }
`;
