import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardBody, CardMeta, CardTitle } from './card';
import { cssFor } from './test-utils';

describe('Card', () => {
  it('renders a bordered card with a title, details and body', () => {
    render(
      <Card as="article" data-testid="card">
        <CardTitle>Introduction to Berachos</CardTitle>
        <CardMeta>Rabbi A. Sample · 42 minutes</CardMeta>
        <CardBody>
          <p>The first mishnah.</p>
        </CardBody>
      </Card>,
    );
    const card = screen.getByRole('article');
    expect(card).toBe(screen.getByTestId('card'));
    expect(
      screen.getByRole('heading', { level: 3, name: 'Introduction to Berachos' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Rabbi A. Sample · 42 minutes').tagName).toBe('P');
    expect(cssFor(card)).toContain('border:1px solid var(--os-colors-border, #d9dce1)');
    expect(cssFor(screen.getByText('Rabbi A. Sample · 42 minutes'))).toContain(
      'color:var(--os-colors-muted, #555a60)',
    );
  });

  it('lets the title take another heading level', () => {
    render(
      <Card>
        <CardTitle as="h2">Parshas Bereishis</CardTitle>
      </Card>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Parshas Bereishis' }),
    ).toBeInTheDocument();
  });
});
