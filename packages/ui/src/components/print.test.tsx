import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrintHidden, PrintOnly } from './print';
import { cssFor } from './test-utils';

describe('PrintHidden and PrintOnly', () => {
  it('marks content to leave out of print, hidden by its own rule', () => {
    render(<PrintHidden>Share this shiur</PrintHidden>);
    const element = screen.getByText('Share this shiur');
    expect(element).toHaveAttribute('data-print', 'hide');
    expect(cssFor(element)).toMatch(/@media print\{[^{]*\{display:none!important;\}/);
  });

  it('marks print-only content, hidden on screen', () => {
    render(<PrintOnly as="p">Printed from example.org</PrintOnly>);
    const element = screen.getByText('Printed from example.org');
    expect(element.tagName).toBe('P');
    expect(element).toHaveAttribute('data-print', 'only');
    expect(cssFor(element)).toMatch(/@media not print\{[^{]*\{display:none!important;\}/);
  });
});
