import styled from 'styled-components';
import { theme } from '@openshiur/ui';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { doubleParshaPages, parshaHref, parshaPagesByBook, type ParshaPage } from '@/features/holidays/shabbos/parsha-pages';

/** Every parsha by book, and the double parshiot, each linking to its page; the current one marked. */
export function ParshiotIndex({ current }: { current?: ParshaPage }) {
  const link = (parsha: ParshaPage) => (
    <li key={parsha.slug}>
      <Link href={parshaHref(parsha)} aria-current={parsha.slug === current?.slug ? 'page' : undefined}>
        {parsha.name}
      </Link>{' '}
      <span lang="he">{parsha.hebrewName}</span>
    </li>
  );
  return (
    <section aria-labelledby="all-parshiot">
      <h2 id="all-parshiot">Every parsha</h2>
      <Books>
        {parshaPagesByBook.map((book) => (
          <div key={book.name}>
            <h3>
              {book.name} <span lang="he">{book.hebrewName}</span>
            </h3>
            <Parshiot aria-label={`Parshiot of ${book.name}`}>{book.parshiot.map(link)}</Parshiot>
          </div>
        ))}
        <div>
          <h3>Double parshiot</h3>
          <Parshiot aria-label="Double parshiot">{doubleParshaPages.map(link)}</Parshiot>
        </div>
      </Books>
    </section>
  );
}

const Books = styled.div`
  display: grid;
  gap: ${theme.space.md} ${theme.space.lg};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));

  & h3 {
    margin: 0 0 ${theme.space.sm};
    font-size: 1.0625rem;
  }

  & [lang='he'] {
    font-family: ${theme.fonts.hebrew};
    color: ${theme.colors.muted};
    font-weight: 400;
  }
`;

const Parshiot = styled.ul.attrs({ role: 'list' })`
  list-style: none;
  margin: 0;
  padding: 0;

  & li {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space.sm};
    padding: 2px 0;
  }

  & a {
    color: ${theme.colors.primary};
  }

  & a[aria-current] {
    font-weight: 700;
    color: ${theme.colors.text};
  }
`;
