import styled from 'styled-components';
import { SearchBox } from '@/features/search/client/SearchBox';
import { browserImageService, browserSearchSource } from '@/features/search/server/browser-config';

/**
 * The product's main menu and search dropdown rules: the search form, submitting by GET to /search/ with one field, q, so it works
 * without JavaScript. `SearchBox` provides the field and the live dropdown on top of it; what it
 * may know of the search source and the image service is decided here, on the server.
 */
export function SearchForm() {
  return (
    <Form action="/search/" method="get" role="search" aria-label="Site search">
      <SearchBox source={browserSearchSource()} imageService={browserImageService()} />
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  align-items: stretch;
  min-width: 0;
  flex: 1 1 180px;
  max-width: 320px;
  /* Not positioned: below 960px the dropdown hangs from the sticky header bar (see SearchBox). */
`;
