import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';

// Rendered alone, without the App Router around it: its links need a router to prefetch with.
vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: () => undefined }) }));
import { ErrorPage } from './ErrorPage';
import { ErrorPageBoundary } from './client/ErrorPageFallback';

const BODY =
  "The page you are looking for does not exist. It may have been moved, or removed altogether. Perhaps you can return back to the site&#x27;s homepage and see if you can find what you are looking for.";

describe('ErrorPage, as the product describes the error page', () => {
  it('shows the 404 texts', () => {
    const html = renderToString(<ErrorPage statusCode={404} />);
    expect(html).toContain('OpenShiur<!-- --> / Error <!-- -->404');
    expect(html).toContain('PAGE YOU ARE LOOKING IS NOT FOUND');
    expect(html).toContain(BODY);
    expect(html).toMatch(/<a[^>]+href="\/"[^>]*>Back to Homepage<\/a>/);
  });

  it('shows "An error occurred" for any other status', () => {
    const html = renderToString(<ErrorPage statusCode={500} />);
    expect(html).toContain('Error <!-- -->500');
    expect(html).toContain('An error occurred');
    expect(html).not.toContain('PAGE YOU ARE LOOKING IS NOT FOUND');
  });

  it('falls back to the plain page when showing the error page itself fails', () => {
    function Broken(): never {
      throw new Error('theme missing');
    }
    // Error boundaries do not run during server rendering, so exercise the fallback through state.
    const boundary = new ErrorPageBoundary({ children: <Broken /> });
    boundary.state = ErrorPageBoundary.getDerivedStateFromError(new Error('theme missing'));
    const html = renderToString(<>{boundary.render()}</>);
    expect(html).toContain('An error occurred while showing the error page');
    expect(html).toContain('Unfortunately an error occurred and while showing the error page another error occurred');
    expect(html).toContain('Error details: <!-- -->theme missing');
    expect(html).toMatch(/<a href="\/">Go back to home<\/a>/);
  });
});
