import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NarrowOnly, WideOnly } from './responsive';
import { cssFor } from './test-utils';

describe('WideOnly and NarrowOnly', () => {
  it('hide their content below and from 960px respectively', () => {
    render(
      <>
        <WideOnly>Wide</WideOnly>
        <NarrowOnly as="span">Narrow</NarrowOnly>
      </>,
    );
    expect(cssFor(screen.getByText('Wide'))).toMatch(
      /@media \(max-width: 959\.98px\)\{[^{]*\{display:none!important;\}/,
    );
    const narrow = screen.getByText('Narrow');
    expect(narrow.tagName).toBe('SPAN');
    expect(cssFor(narrow)).toMatch(/@media \(min-width: 960px\)\{[^{]*\{display:none!important;\}/);
  });
});
