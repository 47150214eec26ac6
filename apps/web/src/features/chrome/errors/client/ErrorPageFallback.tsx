'use client';
import { Component, type ReactNode } from 'react';

/**
 * The product's error page: if showing the error page itself fails, this plain fallback appears instead. It uses no
 * styled components and no data, so it cannot fail the same way.
 */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error) return <ErrorPageFallback error={this.state.error} />;
    return this.props.children;
  }
}

export function ErrorPageFallback({ error }: { error: unknown }) {
  const details = error instanceof Error ? error.message : String(error);
  return (
    <div role="alert" style={{ maxWidth: 720, margin: '48px auto', padding: '0 16px', fontFamily: 'sans-serif' }}>
      <title>Error</title>
      <h1>An error occurred while showing the error page</h1>
      <p>Unfortunately an error occurred and while showing the error page another error occurred</p>
      <p>Error details: {details}</p>
      {/* A plain link: the router may be what failed. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/">Go back to home</a>
    </div>
  );
}
