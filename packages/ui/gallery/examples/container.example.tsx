import { Container } from '../../src/index';
import type { ExampleMeta } from '../example';

export const meta: ExampleMeta = {
  title: 'Container',
  description:
    'The content area: at most 1170px wide, centred, with horizontal padding. Polymorphic with `as`.',
};

export function Default() {
  return (
    <Container style={{ outline: '1px dashed currentColor' }}>
      <h2>Recent shiurim</h2>
      <p>Everything inside stays within 1170px on wide screens.</p>
    </Container>
  );
}

export function AsSection() {
  return (
    <Container
      as="section"
      aria-label="Announcements"
      style={{ outline: '1px dashed currentColor' }}
    >
      <p>The new Mishnah Berurah series starts after Sukkos.</p>
    </Container>
  );
}
