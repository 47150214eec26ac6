import {
  Avatar,
  DEFAULT_AVATAR_SIZE,
  HEADER_AVATAR_SIZE,
  SEARCH_AVATAR_SIZE,
} from '../../src/index';
import type { ExampleMeta } from '../example';

export const meta: ExampleMeta = {
  title: 'Avatar',
  description:
    'The picture if there is one, else initials from first and last name (Hebrew works too) on #FFDB8E, else the anonymous person icon. Sizes: 80 (default), 40 (header), 30 (search results).',
};

const picture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#8fb3d9"/><circle cx="40" cy="32" r="14" fill="#f3e0c7"/><path d="M14 80c2-18 14-26 26-26s24 8 26 26z" fill="#2d4d6e"/></svg>',
  );

const row = { display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' } as const;

export function Initials() {
  return (
    <div style={row}>
      <Avatar firstName="Avraham" lastName="Sample" />
      <Avatar firstName="שרה" lastName="כהן" />
      <Avatar name="Rabbi A. Sample" />
    </div>
  );
}

export function Picture() {
  return (
    <div style={row}>
      <Avatar picture={picture} name="Rabbi B. Example" />
    </div>
  );
}

export function Anonymous() {
  return <Avatar alt="Anonymous author" />;
}

export function Sizes() {
  return (
    <div style={row}>
      <Avatar firstName="Miriam" lastName="Example" size={DEFAULT_AVATAR_SIZE} />
      <Avatar firstName="Miriam" lastName="Example" size={HEADER_AVATAR_SIZE} />
      <Avatar firstName="Miriam" lastName="Example" size={SEARCH_AVATAR_SIZE} />
    </div>
  );
}
