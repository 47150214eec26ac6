import { SearchIcon, VisuallyHidden } from '../../src/index';
import type { ExampleMeta } from '../example';

export const meta: ExampleMeta = {
  title: 'VisuallyHidden',
  description: 'Text for screen readers only: hidden visually, kept in the accessibility tree.',
};

export function IconButton() {
  return (
    <button type="button" style={{ minWidth: 24, minHeight: 24 }}>
      <SearchIcon />
      <VisuallyHidden>Search shiurim</VisuallyHidden>
    </button>
  );
}
