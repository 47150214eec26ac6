import { BellIcon, NotificationsArea, VisuallyHidden } from '../../src/index';
import type { ExampleMeta } from '../example';

export const meta: ExampleMeta = {
  title: 'NotificationsArea',
  description:
    'The header’s notifications region, shown on wide screens only (hidden below 960px). Its contents come from the site.',
};

export function WithBell() {
  return (
    <NotificationsArea>
      <BellIcon />
      <span>3</span>
      <VisuallyHidden>new shiurim in your series</VisuallyHidden>
    </NotificationsArea>
  );
}
