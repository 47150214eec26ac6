import styled from 'styled-components';
import { SearchIcon, theme } from '@openshiur/ui';

/**
 * Spec §2.4: the plain search form, submitting by GET to /search/ with one field, q. It works
 * without JavaScript; the search issue puts the live dropdown on top of it.
 */
export function SearchForm() {
  return (
    <Form action="/search/" method="get" role="search" aria-label="Site search">
      <label htmlFor="site-search" className="visually-hidden">
        Search shiurim, authors and series
      </label>
      <input id="site-search" type="search" name="q" placeholder="Search shiurim" autoComplete="off" />
      <button type="submit" aria-label="Search">
        <SearchIcon size={18} />
      </button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  align-items: stretch;
  min-width: 0;
  flex: 1 1 180px;
  max-width: 320px;
  input {
    flex: 1;
    min-width: 0;
    padding: 6px 10px;
    font: inherit;
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-right: 0;
    border-radius: ${theme.radii.small} 0 0 ${theme.radii.small};
  }
  button {
    display: inline-flex;
    align-items: center;
    padding: 0 10px;
    min-width: 36px;
    color: ${theme.colors.primaryText};
    background: ${theme.colors.primary};
    border: 1px solid ${theme.colors.primary};
    border-radius: 0 ${theme.radii.small} ${theme.radii.small} 0;
    cursor: pointer;
  }
`;
