import { SkipLink } from '../../src/index';
import type { ExampleMeta } from '../example';

export const meta: ExampleMeta = {
  title: 'SkipLink',
  description:
    'The first focusable element of a page: off-screen until it receives keyboard focus, then shown at the top left above everything. Click in the frame below and press Tab.',
};

export function Default() {
  return (
    <div>
      <p>Click here, then press Tab: the skip link appears at the top left of the window.</p>
      <SkipLink href="#skip-link-target" />
      <a href="#/skip-link">A link in the header</a>
      <div id="skip-link-target" tabIndex={-1}>
        The main content.
      </div>
    </div>
  );
}
