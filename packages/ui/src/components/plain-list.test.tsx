import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainList } from './plain-list';
import { cssFor } from './test-utils';

describe('PlainList', () => {
  it('renders an unstyled ul that stays a list for assistive technology', () => {
    render(
      <PlainList>
        <li>Gemara</li>
        <li>Halacha</li>
      </PlainList>,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(list).toHaveAttribute('role', 'list');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const css = cssFor(list);
    expect(css).toContain('list-style:none');
    expect(css).toContain('padding:0');
  });
});
