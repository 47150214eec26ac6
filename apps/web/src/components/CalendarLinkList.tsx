import styled from 'styled-components';
import { theme } from '@openshiur/ui';

/** A row of calendar links ("Subscribe", "Add to Google Calendar", "Download the .ics file"), each a comfortable target. */
export const CalendarLinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.lg};
  a {
    display: inline-block;
    min-height: 24px;
    padding-block: 2px;
  }
`;
