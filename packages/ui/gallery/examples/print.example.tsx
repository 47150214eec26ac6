import { PrintHidden, PrintOnly } from '../../src/index';
import type { ExampleMeta } from '../example';

export const meta: ExampleMeta = {
  title: 'PrintHidden and PrintOnly',
  description:
    'Wrappers for content left out of print (data-print="hide") and content shown only on paper (data-print="only"). Use the browser’s print preview.',
};

export function Wrappers() {
  return (
    <div>
      <p>This paragraph is printed.</p>
      <PrintHidden>
        <button type="button">Share this shiur</button> (not printed)
      </PrintHidden>
      <PrintOnly as="p">
        This line is only on paper: printed from shiurim.example.org/p/1001.
      </PrintOnly>
    </div>
  );
}
