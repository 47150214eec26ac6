import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Duration, durationToIsoString, formatDuration } from './duration';

describe('formatDuration', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [65, '01:05'],
    [599, '09:59'],
    [3599, '59:59'],
    [3600, '01:00:00'],
    [3723, '01:02:03'],
    [36000, '10:00:00'],
    [360000, '100:00:00'],
    [59.9, '00:59'],
    [3723.999, '01:02:03'],
  ])('formats %d seconds as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it.each([-1, -0.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'throws a RangeError for %d',
    (seconds) => {
      expect(() => formatDuration(seconds)).toThrow(RangeError);
    },
  );
});

describe('durationToIsoString', () => {
  it.each([
    [0, 'PT0S'],
    [0.4, 'PT0S'],
    [5, 'PT5S'],
    [65, 'PT1M5S'],
    [3600, 'PT1H'],
    [3723, 'PT1H2M3S'],
    [36000, 'PT10H'],
  ])('gives %d seconds as %s', (seconds, iso) => {
    expect(durationToIsoString(seconds)).toBe(iso);
  });

  it('throws a RangeError for invalid durations', () => {
    expect(() => durationToIsoString(-5)).toThrow(RangeError);
    expect(() => durationToIsoString(Number.NaN)).toThrow(RangeError);
  });
});

describe('Duration', () => {
  it('renders a time element with the ISO duration', () => {
    const { container } = render(<Duration seconds={3723} className="length" />);
    const time = container.querySelector('time');
    expect(time).toHaveAttribute('datetime', 'PT1H2M3S');
    expect(time).toHaveClass('length');
    expect(time).toHaveTextContent('01:02:03');
    expect(container.innerHTML).toBe('<time class="length" datetime="PT1H2M3S">01:02:03</time>');
  });

  it('renders short durations without hours', () => {
    render(<Duration seconds={65} />);
    expect(screen.getByText('01:05')).toHaveAttribute('datetime', 'PT1M5S');
  });
});
