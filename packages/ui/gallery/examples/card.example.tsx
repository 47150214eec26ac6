import { Card, CardBody, CardMeta, CardTitle, Duration } from '../../src/index';
import type { ExampleMeta } from '../example';

export const meta: ExampleMeta = {
  title: 'Card',
  description:
    'A bordered box for one item, with CardTitle (h3 by default), CardMeta (muted details) and CardBody.',
};

export function Shiur() {
  return (
    <Card as="article" style={{ maxWidth: 360 }}>
      <CardTitle>
        <a href="/p/1001">Berachos 2a: When is the evening Shema?</a>
      </CardTitle>
      <CardMeta>
        Rabbi A. Sample · <Duration seconds={2534} />
      </CardMeta>
      <CardBody>
        <p>
          The opening mishnah of Shas and the three opinions on the end of the time for the evening
          Shema.
        </p>
      </CardBody>
    </Card>
  );
}

export function Grid() {
  const series = ['Halacha for Today', 'Parsha in Five Minutes', 'Mishnah Yomis Review'];
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        gap: 16,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {series.map((name, index) => (
        <Card as="li" key={name}>
          <CardTitle as="h4">{name}</CardTitle>
          <CardMeta>{12 + index * 7} shiurim</CardMeta>
        </Card>
      ))}
    </ul>
  );
}
