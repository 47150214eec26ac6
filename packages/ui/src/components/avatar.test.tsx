import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  Avatar,
  DEFAULT_AVATAR_SIZE,
  HEADER_AVATAR_SIZE,
  SEARCH_AVATAR_SIZE,
  initialsOf,
} from './avatar';
import { cssFor } from './test-utils';

describe('initialsOf', () => {
  it('takes the first letter of the first and last name, upper-cased', () => {
    expect(initialsOf('avraham', 'sample')).toBe('AS');
    expect(initialsOf('Avraham')).toBe('A');
    expect(initialsOf(undefined, 'Sample')).toBe('S');
    expect(initialsOf('  élise ', ' ötzi')).toBe('ÉÖ');
  });

  it('works with Hebrew, vowel points and astral letters', () => {
    expect(initialsOf('שרה', 'כהן')).toBe('שכ');
    expect(initialsOf('שָׂרָה', 'כֹּהֵן')).toBe('שכ');
    expect(initialsOf('𝒜lef', 'bet')).toBe('𝒜B');
  });

  it('skips leading punctuation', () => {
    expect(initialsOf('"Avi"', '(Sample)')).toBe('AS');
  });

  it('falls back to the first and last words of the display name', () => {
    expect(initialsOf(undefined, undefined, 'Rabbi A. Sample')).toBe('RS');
    expect(initialsOf('', null, 'Sample')).toBe('S');
    expect(initialsOf(undefined, undefined, '<b>Rabbi</b> <i>Sample</i>')).toBe('RS');
    expect(initialsOf(' ', ' ', 'מרים לוי')).toBe('מל');
  });

  it('is empty when there is nothing to take initials from', () => {
    expect(initialsOf()).toBe('');
    expect(initialsOf('', '', '')).toBe('');
    expect(initialsOf('—', undefined, '...')).toBe('');
  });
});

describe('Avatar', () => {
  it('exports the spec sizes', () => {
    expect([DEFAULT_AVATAR_SIZE, HEADER_AVATAR_SIZE, SEARCH_AVATAR_SIZE]).toEqual([80, 40, 30]);
  });

  it('shows the picture, sized and round, with the name as alt text', () => {
    render(
      <Avatar
        picture="/img/a.jpeg"
        name="Rabbi A. Sample"
        size={SEARCH_AVATAR_SIZE}
        imgProps={{ loading: 'lazy' }}
      />,
    );
    const image = screen.getByRole('img', { name: 'Rabbi A. Sample' });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', '/img/a.jpeg');
    expect(image).toHaveAttribute('width', '30');
    expect(image).toHaveAttribute('height', '30');
    expect(image).toHaveAttribute('loading', 'lazy');
    const css = cssFor(image);
    expect(css).toContain('border-radius:var(--os-radii-round, 9999px)');
    expect(css).toContain('width:30px');
  });

  it('prefers an explicit alt, also an empty one', () => {
    const { container } = render(
      <Avatar picture="/img/a.jpeg" firstName="Avraham" lastName="Sample" alt="" />,
    );
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('shows initials on the avatar background when there is no picture', () => {
    render(<Avatar firstName="Avraham" lastName="Sample" size={HEADER_AVATAR_SIZE} />);
    const avatar = screen.getByRole('img', { name: 'Avraham Sample' });
    expect(avatar).toHaveTextContent('AS');
    expect(avatar).toHaveAttribute('data-avatar', 'initials');
    const css = cssFor(avatar);
    expect(css).toContain('background:var(--os-colors-avatarBackground, #FFDB8E)');
    expect(css).toContain('color:var(--os-colors-avatarText, #3b2a00)');
    expect(css).toContain('width:40px');
    expect(css).toContain('font-size:16px');
  });

  it('uses the display name for initials and label', () => {
    render(<Avatar name="Rabbi A. Sample" />);
    expect(screen.getByRole('img', { name: 'Rabbi A. Sample' })).toHaveTextContent('RS');
  });

  it('shows the person icon without picture or name, as decoration', () => {
    const { container } = render(<Avatar />);
    const avatar = container.firstElementChild as HTMLElement;
    expect(avatar).toHaveAttribute('data-avatar', 'anonymous');
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(avatar.querySelector('svg')).toHaveAttribute('width', '48');
    expect(cssFor(avatar)).toContain('width:80px');
  });

  it('labels the anonymous avatar when given alt text', () => {
    render(<Avatar alt="Anonymous author" />);
    expect(screen.getByRole('img', { name: 'Anonymous author' })).toHaveAttribute(
      'data-avatar',
      'anonymous',
    );
  });
});
