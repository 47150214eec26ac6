import { Duration, formatDuration } from '../../src/index';
import type { ExampleMeta } from '../example';

export const meta: ExampleMeta = {
  title: 'Duration',
  description:
    'Seconds as HH:MM:SS, hours left out when zero, every part two digits, in a <time> element with the ISO duration.',
};

export function Lengths() {
  return (
    <ul>
      {[0, 65, 2534, 3723, 36000].map((seconds) => (
        <li key={seconds}>
          {seconds} seconds: <Duration seconds={seconds} />
        </li>
      ))}
    </ul>
  );
}

export function AsText() {
  return <p>This shiur is {formatDuration(1842)} long.</p>;
}
