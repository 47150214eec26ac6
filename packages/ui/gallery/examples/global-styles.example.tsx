import { GlobalStyles, PrintOnly, VisuallyHidden } from '../../src/index';
import type { ExampleMeta } from '../example';

export const meta: ExampleMeta = {
  title: 'GlobalStyles and printRules',
  description:
    'The kit’s global styles: box-sizing reset, body font and colours from the theme CSS variables, links, the :focus-visible ring, the .visually-hidden class and the print rules (navigation, video, asides, ads, comments, header and footers are left out on paper). printRules is the print part alone.',
};

export function FocusAndLinks() {
  return (
    <div>
      <GlobalStyles />
      <p>
        Tab to this <a href="#/global-styles">link to the Daf Yomi schedule</a> or this{' '}
        <button type="button">button</button> to see the focus ring.
      </p>
      <p>
        This sentence ends with text only screen readers hear.
        <span className="visually-hidden"> (Said by Rabbi A. Sample.)</span>
      </p>
      <VisuallyHidden>The VisuallyHidden component does the same.</VisuallyHidden>
      <PrintOnly as="p">Printed from the gallery.</PrintOnly>
    </div>
  );
}
