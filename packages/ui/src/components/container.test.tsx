import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Container } from './container';
import { cssFor } from './test-utils';

describe('Container', () => {
  it('renders a div limited to the content width, centred', () => {
    render(<Container data-testid="c">Content</Container>);
    const element = screen.getByTestId('c');
    expect(element.tagName).toBe('DIV');
    const css = cssFor(element);
    expect(css).toContain('max-width:var(--os-layout-contentMaxWidth, 1170px)');
    expect(css).toContain('margin-inline:auto');
    expect(css).toContain('padding-inline:var(--os-space-md, 16px)');
  });

  it('renders another element with `as`', () => {
    render(
      <Container as="main" id="main">
        <h1>Shiurim</h1>
      </Container>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Shiurim' }));
  });
});
