import { Button, ButtonLink } from '../../src/index';
import type { ExampleMeta } from '../example';

export const meta: ExampleMeta = {
  title: 'Button and ButtonLink',
  description:
    'Buttons in four variants (primary, secondary, ghost, danger) and two sizes, at least 24×24px, with a visible focus ring and a disabled state. ButtonLink is the link version, rendered through `linkAs`.',
};

const row = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' } as const;

export function Variants() {
  return (
    <div style={row}>
      <Button>Play shiur</Button>
      <Button variant="secondary">Add to playlist</Button>
      <Button variant="ghost">Share</Button>
      <Button variant="danger">Remove</Button>
    </div>
  );
}

export function Sizes() {
  return (
    <div style={row}>
      <Button size="small">Small</Button>
      <Button>Medium</Button>
      <Button size="small" variant="secondary">
        Small secondary
      </Button>
    </div>
  );
}

export function Disabled() {
  return (
    <div style={row}>
      <Button disabled>Play shiur</Button>
      <Button variant="secondary" disabled>
        Add to playlist
      </Button>
    </div>
  );
}

export function Links() {
  return (
    <div style={row}>
      <ButtonLink href="/donate/" variant="primary">
        Donate
      </ButtonLink>
      <ButtonLink href="/" variant="secondary">
        Back to Homepage
      </ButtonLink>
      <ButtonLink href="/newsletters" variant="ghost" size="small">
        Email Sign Up
      </ButtonLink>
    </div>
  );
}
