import styled from 'styled-components';
import { SearchIcon, theme } from '@openshiur/ui';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { MAX_QUERY_LENGTH } from '@openshiur/search/client';

/**
 * The search box of a browse list (/series, /author): a plain GET form, so it works before any
 * script loads, on the site's own search engine (variants and typos forgiven).
 */
export function ListSearch({ action, label, search }: { action: string; label: string; search: string }) {
  const id = `${action.replace(/\W+/g, '')}-search`;
  return (
    <Form action={action} method="get" role="search" aria-label={label}>
      <label htmlFor={id}>{label}</label>
      <div>
        <input id={id} type="search" name="search" defaultValue={search} maxLength={MAX_QUERY_LENGTH} autoComplete="off" />
        <button type="submit">
          <SearchIcon size={18} />
          Search
        </button>
      </div>
      {search ? <Link href={action}>Clear the search</Link> : null}
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.md};
  margin-bottom: ${theme.space.lg};
  label {
    font-weight: 600;
  }
  div {
    display: flex;
    flex: 1 1 280px;
    max-width: 560px;
    gap: ${theme.space.sm};
  }
  input {
    flex: 1;
    min-width: 0;
    padding: 8px 10px;
    font: inherit;
    border: 1px solid ${theme.colors.muted};
    border-radius: ${theme.radii.small};
  }
  button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 8px 16px;
    font: inherit;
    font-weight: 600;
    color: ${theme.colors.primaryText};
    background: ${theme.colors.primary};
    border: 0;
    border-radius: ${theme.radii.small};
    cursor: pointer;
  }
`;
