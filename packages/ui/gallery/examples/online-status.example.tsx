import { OnlineStatusNotice, useOnlineStatus } from '../../src/client';
import type { ExampleMeta } from '../example';

export const meta: ExampleMeta = {
  title: 'Online status',
  description:
    'useOnlineStatus() follows the browser\'s online/offline events; OnlineStatusNotice is a live region that says when the connection drops and, for 3 s, when it is back.',
};

/** Turn the network off in the developer tools to see the notice. */
export function Notice() {
  const online = useOnlineStatus();
  return (
    <div>
      <p>
        useOnlineStatus(): <output data-testid="online-value">{online ? 'online' : 'offline'}</output>
      </p>
      <OnlineStatusNotice />
    </div>
  );
}
