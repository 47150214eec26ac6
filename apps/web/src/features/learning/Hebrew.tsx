import styled from 'styled-components';
import { theme } from '@openshiur/ui';

/** Hebrew text inside English: marked for language and direction, so it is read and shown right. */
export const Hebrew = styled.span.attrs({ lang: 'he', dir: 'rtl' })`
  font-family: ${theme.fonts.hebrew};
  unicode-bidi: isolate;
`;
