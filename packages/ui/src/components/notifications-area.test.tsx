import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationsArea } from './notifications-area';
import { cssFor } from './test-utils';

describe('NotificationsArea', () => {
  it('is a labelled region shown on wide screens only', () => {
    render(<NotificationsArea>3 new shiurim</NotificationsArea>);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.tagName).toBe('SECTION');
    expect(region).toHaveTextContent('3 new shiurim');
    expect(cssFor(region)).toMatch(
      /@media \(max-width: 959\.98px\)\{[^{]*\{display:none!important;\}/,
    );
  });

  it('takes another label', () => {
    render(<NotificationsArea label="Updates" />);
    expect(screen.getByRole('region', { name: 'Updates' })).toBeEmptyDOMElement();
  });
});
