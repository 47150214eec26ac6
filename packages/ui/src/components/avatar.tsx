import type { ImgHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { theme } from '../theme';
import { PersonIcon } from './icons';

/**
 * Spec §9: the default avatar size, in pixels.
 *
 * @example
 * ```ts
 * DEFAULT_AVATAR_SIZE; // 80
 * ```
 */
export const DEFAULT_AVATAR_SIZE = 80;

/**
 * Spec §2.3: the signed-in user's avatar in the header, in pixels.
 *
 * @example
 * ```tsx
 * <Avatar firstName="Avraham" lastName="Sample" size={HEADER_AVATAR_SIZE} />
 * ```
 */
export const HEADER_AVATAR_SIZE = 40;

/**
 * Spec §2.5: author avatars in the search results, in pixels.
 *
 * @example
 * ```tsx
 * <Avatar picture={hit.image} name={hit.name} size={SEARCH_AVATAR_SIZE} />
 * ```
 */
export const SEARCH_AVATAR_SIZE = 30;

const letterOrDigit = /[\p{L}\p{N}]/u;

/** The first letter (or digit) of a word, upper-cased; code-point safe (Hebrew, astral letters). */
function initialOf(word: string | undefined): string {
  if (!word) return '';
  for (const character of word) {
    if (letterOrDigit.test(character)) return character.toUpperCase();
  }
  return '';
}

/** Words of a display name, with any markup removed (author names may carry HTML). */
function wordsOf(name: string): string[] {
  return name
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter((word) => letterOrDigit.test(word));
}

/**
 * The initials shown by an {@link Avatar}: the first letter of `firstName` and of `lastName`,
 * upper-cased; without either, the first letters of the first and last words of `name`; `''` when
 * there is nothing to take them from. Works on code points, so Hebrew and other scripts are safe;
 * leading punctuation is skipped.
 *
 * @example
 * ```ts
 * initialsOf('avraham', 'sample'); // 'AS'
 * initialsOf('שרה', 'כהן'); // 'שכ'
 * initialsOf(undefined, undefined, 'Rabbi A. Sample'); // 'RS'
 * initialsOf(); // ''
 * ```
 */
export function initialsOf(
  firstName?: string | null,
  lastName?: string | null,
  name?: string | null,
): string {
  const fromParts = initialOf(firstName?.trim()) + initialOf(lastName?.trim());
  if (fromParts) return fromParts;
  if (!name) return '';
  const words = wordsOf(name);
  if (words.length === 0) return '';
  if (words.length === 1) return initialOf(words[0]);
  return initialOf(words[0]) + initialOf(words[words.length - 1]);
}

const Picture = styled.img<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${(props) => props.$size}px;
  height: ${(props) => props.$size}px;
  max-width: none;
  border-radius: ${theme.radii.round};
  object-fit: cover;
  background: ${theme.colors.avatarBackground};
`;

const Badge = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${(props) => props.$size}px;
  height: ${(props) => props.$size}px;
  border-radius: ${theme.radii.round};
  background: ${theme.colors.avatarBackground};
  color: ${theme.colors.avatarText};
  font-family: ${theme.fonts.body};
  font-size: ${(props) => Math.max(10, Math.round(props.$size * 0.4))}px;
  font-weight: 600;
  line-height: 1;
  letter-spacing: 0.02em;
  user-select: none;
  overflow: hidden;
`;

/** Props of {@link Avatar}. */
export interface AvatarProps {
  firstName?: string | null;
  lastName?: string | null;
  /** The display name: the accessible name, and the source of initials without first/last name. */
  name?: string | null;
  /** Image address; when set the picture is shown instead of initials. */
  picture?: string | null;
  /** Width and height in pixels. Defaults to {@link DEFAULT_AVATAR_SIZE} (80). */
  size?: number;
  /**
   * Accessible text. Defaults to `name`, else first and last name; pass `''` when the name is
   * written next to the avatar. Without any name the avatar is decorative.
   */
  alt?: string;
  className?: string;
  /** Passed to the `<img>` when a picture is shown (for example `loading="lazy"`). */
  imgProps?: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'>;
}

/**
 * A round avatar: the `picture` if there is one; else initials (see {@link initialsOf}) on the
 * avatar background (#FFDB8E, `theme.colors.avatarBackground`, with AA-contrast text); else the
 * anonymous {@link PersonIcon}.
 *
 * @example
 * ```tsx
 * <Avatar firstName="Avraham" lastName="Sample" size={HEADER_AVATAR_SIZE} />
 * ```
 */
export function Avatar({
  firstName,
  lastName,
  name,
  picture,
  size = DEFAULT_AVATAR_SIZE,
  alt,
  className,
  imgProps,
}: AvatarProps) {
  const fullName =
    name?.replace(/<[^>]*>/g, '').trim() || [firstName, lastName].filter(Boolean).join(' ').trim();
  const label = alt ?? fullName;
  if (picture) {
    return (
      <Picture
        {...imgProps}
        className={className}
        src={picture}
        alt={label}
        width={size}
        height={size}
        $size={size}
        data-avatar="picture"
      />
    );
  }
  const accessibility = label
    ? { role: 'img', 'aria-label': label }
    : { 'aria-hidden': true as const };
  const initials = initialsOf(firstName, lastName, name);
  return (
    <Badge
      className={className}
      $size={size}
      data-avatar={initials ? 'initials' : 'anonymous'}
      {...accessibility}
    >
      {initials || <PersonIcon size={Math.round(size * 0.6)} />}
    </Badge>
  );
}
