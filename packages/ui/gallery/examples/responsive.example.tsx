import { NarrowOnly, WideOnly } from '../../src/index';
import type { ExampleMeta } from '../example';

export const meta: ExampleMeta = {
  title: 'WideOnly and NarrowOnly',
  description:
    'Show content from 960px up only, or below 960px only. Resize the window to see them swap.',
};

export function Swap() {
  return (
    <p>
      <WideOnly as="span">You are on a wide screen (960px or more).</WideOnly>
      <NarrowOnly as="span">You are on a narrow screen (below 960px).</NarrowOnly>
    </p>
  );
}
