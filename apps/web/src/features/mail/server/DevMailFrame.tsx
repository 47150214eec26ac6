import type { ReactNode } from 'react';

/** The plain frame of the /dev/mail pages: a developer's tool, outside the site's chrome. */
export function DevMailFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main style={{ maxWidth: '60rem', margin: '2rem auto', padding: '0 1rem', fontFamily: 'system-ui, sans-serif', lineHeight: 1.5 }}>
      <p style={{ background: '#fff4d6', padding: '0.5rem 0.75rem', borderRadius: '4px' }}>Development tool: not available in production.</p>
      <h1>{title}</h1>
      {children}
    </main>
  );
}
