import Link from 'next/link';
import { Suspense } from 'react';
import styled from 'styled-components';
import { topics } from '@openshiur/reference-data';
import { env } from '@/env';
import type { FirstRenderData } from '@/server/first-render';
import { LoginLink } from './LoginLink';
import { seriesOfTopic } from './topic-columns';

/** The site header (spec §2.3, §2.4). Plain here; the site-chrome work styles and completes it. */
export function Header({ currentUser, allSeries }: FirstRenderData) {
  return (
    <Bar>
      <Inner>
        <Logo href="/">{env.SITE_NAME}</Logo>
        <nav aria-label="Main">
          <Menu>
            <li>
              <Link href="/">Home</Link>
            </li>
            <li>
              <details>
                <summary>
                  <Link href="/series">Browse Topics</Link>
                </summary>
                <ul>
                  {topics.map((topic) => (
                    <li key={topic}>
                      <Link href={`/search?topics=${encodeURIComponent(topic)}`}>{topic}</Link>
                      <ul>
                        {seriesOfTopic(allSeries, topic).map((series) => (
                          <li key={series.id}>
                            <Link href={`/series/${series.id}`}>{series.name}</Link>
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
            <li>
              <Link href="/author">Browse Authors</Link>
            </li>
            <li>
              <Link href="/dafyomi">Daf Yomi</Link>
            </li>
            <li>
              <Link href="/newsletters">Email Sign Up</Link>
            </li>
            <li>
              <a href={env.SITE_HOLIDAYS_URL}>Holidays</a>
            </li>
            <li>
              <a href={env.SITE_SHABBOS_URL}>Shabbos</a>
            </li>
            <li>
              <Link href="/donate/">Donate</Link>
            </li>
          </Menu>
        </nav>
        <form action="/search/" method="get" role="search">
          <label>
            <span className="visually-hidden">Search</span>
            <input type="search" name="q" placeholder="Search shiurim" />
          </label>
        </form>
        <Link href="/donate/">Donate</Link>
        {currentUser ? (
          <span>
            <Link href="/profile">{[currentUser.firstName, currentUser.lastName].filter(Boolean).join(' ') || 'Profile'}</Link>{' '}
            {/* Sign-out is a full-page navigation handled by the server (spec §2.1). */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/signout">Sign out</a>
          </span>
        ) : (
          // eslint-disable-next-line @next/next/no-html-link-for-pages -- sign-in is a full-page navigation
          <Suspense fallback={<a href="/login">Login</a>}>
            <LoginLink />
          </Suspense>
        )}
      </Inner>
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: var(--color-surface);
  border-bottom: 1px solid var(--color-border);
`;

const Inner = styled.div`
  max-width: var(--content-max-width);
  margin: 0 auto;
  padding: 8px 16px;
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: center;
`;

const Logo = styled(Link)`
  font-weight: 700;
  font-size: 1.25rem;
  text-decoration: none;
  color: var(--color-primary);
`;

const Menu = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  list-style: none;
  margin: 0;
  padding: 0;
  details ul {
    list-style: none;
    padding-left: 12px;
  }
`;
