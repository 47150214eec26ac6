import { useState } from 'react';
import { LoadingBar, type LoadingBarState } from '../../src/client';
import type { ExampleMeta } from '../example';

export const meta: ExampleMeta = {
  title: 'LoadingBar',
  description:
    'A 3px bar at the top of the window during navigation: shown only after 200 ms of loading, creeps to 90% over 5 s, completes and fades when done, turns red on failure.',
};

/** Drive the bar by hand; it sits at the very top of the window. */
export function Controlled() {
  const [state, setState] = useState<LoadingBarState>('idle');
  return (
    <div>
      <LoadingBar state={state} />
      <p>
        State: <output data-testid="loading-state">{state}</output>
      </p>
      <button type="button" onClick={() => setState('loading')}>
        Start loading
      </button>{' '}
      <button type="button" onClick={() => setState('idle')}>
        Finish
      </button>{' '}
      <button type="button" onClick={() => setState('failed')}>
        Fail
      </button>
    </div>
  );
}
