import Link from 'next/link';
import styled from 'styled-components';
import { platforms } from '@openshiur/reference-data';
import type { SeriesSummary } from '@/server/first-render';
import { env } from '@/env';
import { footerColumns } from './topic-columns';

function LegalLinks() {
  return (
    <Legal>
      <span>© {new Date().getFullYear()} {env.SITE_NAME}</span>
      <Link href="/privacy-policy">Privacy Policy</Link>
      <Link href="/cookie-policy">Cookie Policy</Link>
    </Legal>
  );
}

function SisterSites() {
  return (
    <ul aria-label="Sister learning sites">
      {platforms.map((platform) => (
        <li key={platform.id}>{platform.name}</li>
      ))}
    </ul>
  );
}

/** Spec §2.6 topic footer: one series list per topic, in the spec's topic-index columns. */
export function TopicFooter({ allSeries }: { allSeries: SeriesSummary[] }) {
  return (
    <FooterBar>
      <Columns>
        {footerColumns(allSeries).map((column, columnIndex) => (
          <div key={columnIndex} data-testid={`footer-column-${columnIndex + 1}`}>
            {column.map(({ topic, series }) => (
              <section key={topic} aria-label={topic}>
                <h2>{topic}</h2>
                <ul>
                  {series.map((item) => (
                    <li key={item.id}>
                      <Link href={`/series/${item.id}`}>{item.name}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        ))}
      </Columns>
      <LegalLinks />
      <SisterSites />
    </FooterBar>
  );
}

/**
 * Spec §2.6 dark footer: sister-site logos and the legal links. Without `dark` it is the plain
 * footer of the "footer" frame: the same links on the light background.
 */
export function LinksFooter({ dark }: { dark: boolean }) {
  return (
    <FooterBar $dark={dark}>
      <SisterSites />
      <LegalLinks />
    </FooterBar>
  );
}

const FooterBar = styled.footer<{ $dark?: boolean }>`
  margin-top: 48px;
  padding: 24px 16px;
  background: ${({ $dark }) => ($dark ? '#1d1d1f' : 'var(--color-surface-muted)')};
  color: ${({ $dark }) => ($dark ? '#f5f5f7' : 'inherit')};
  a {
    color: inherit;
  }
`;

const Columns = styled.div`
  max-width: var(--content-max-width);
  margin: 0 auto;
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 24px;
  h2 {
    font-size: 1rem;
  }
  ul {
    list-style: none;
    padding: 0;
  }
  @media (max-width: 959px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Legal = styled.div`
  max-width: var(--content-max-width);
  margin: 16px auto 0;
  display: flex;
  gap: 16px;
  flex-wrap: wrap;
`;
