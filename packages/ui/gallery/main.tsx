import { StrictMode, useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createGlobalStyle } from 'styled-components';
import { theme } from '../src/theme';
import type { ExampleMeta, ExampleModule } from './example';

const modules = import.meta.glob<ExampleModule>('./examples/*.example.tsx', { eager: true });

interface Entry {
  slug: string;
  meta: ExampleMeta;
  examples: [string, ComponentType][];
}

const entries: Entry[] = Object.entries(modules)
  .map(([path, module]) => ({
    slug: path.replace(/^.*\/([^/]+)\.example\.tsx$/, '$1'),
    meta: module.meta,
    examples: Object.entries(module).filter(
      (pair): pair is [string, ComponentType] => pair[0] !== 'meta' && typeof pair[1] === 'function',
    ),
  }))
  .sort((a, b) => a.meta.title.localeCompare(b.meta.title));

const GalleryStyle = createGlobalStyle`
  * { box-sizing: border-box; }
  body { margin: 0; font-family: ${theme.fonts.body}; color: ${theme.colors.text}; }
  .gallery { display: grid; grid-template-columns: 220px 1fr; min-height: 100vh; }
  .gallery nav { border-right: 1px solid ${theme.colors.border}; padding: 16px; }
  .gallery nav ul { list-style: none; padding: 0; margin: 0; }
  .gallery main { padding: 16px 24px; min-width: 0; }
  .example { border: 1px solid ${theme.colors.border}; border-radius: 8px; padding: 16px; margin: 16px 0; }
  .example > h3 { margin-top: 0; font-size: 0.9rem; color: ${theme.colors.muted}; }
  @media (max-width: 959.98px) { .gallery { grid-template-columns: 1fr; } .gallery nav { border-right: 0; } }
`;

function currentSlug(): string {
  return window.location.hash.replace(/^#\/?/, '');
}

function Gallery() {
  const [slug, setSlug] = useState(currentSlug);
  useEffect(() => {
    const onHashChange = () => setSlug(currentSlug());
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
  const shown = entries.filter((entry) => !slug || entry.slug === slug);
  return (
    <div className="gallery">
      <GalleryStyle />
      <nav aria-label="Components">
        <h1>@openshiur/ui</h1>
        <ul>
          <li>
            <a href="#/">All components</a>
          </li>
          {entries.map((entry) => (
            <li key={entry.slug}>
              <a href={`#/${entry.slug}`}>{entry.meta.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <main>
        {shown.map((entry) => (
          <section key={entry.slug} id={entry.slug} aria-labelledby={`${entry.slug}-title`}>
            <h2 id={`${entry.slug}-title`}>{entry.meta.title}</h2>
            <p>{entry.meta.description}</p>
            {entry.examples.map(([name, Example]) => (
              <div className="example" key={name} data-example={`${entry.slug}/${name}`}>
                <h3>{name}</h3>
                <Example />
              </div>
            ))}
          </section>
        ))}
      </main>
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Gallery />
  </StrictMode>,
);
