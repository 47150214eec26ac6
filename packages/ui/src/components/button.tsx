import {
  forwardRef,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type ReactNode,
} from 'react';
import { css, styled } from 'styled-components';
import type { LinkComponent } from '../link';
import { theme } from '../theme';
import { focusRing } from './styles';

/** The look of a {@link Button} or {@link ButtonLink}. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** The size of a {@link Button} or {@link ButtonLink}; both are at least 24×24px (WCAG 2.2). */
export type ButtonSize = 'small' | 'medium';

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
}

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
    border-color: ${theme.colors.primary};
  `,
  secondary: css`
    background: ${theme.colors.surface};
    color: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
  `,
  ghost: css`
    background: transparent;
    color: inherit;
    border-color: transparent;
  `,
  danger: css`
    background: ${theme.colors.danger};
    color: ${theme.colors.primaryText};
    border-color: ${theme.colors.danger};
  `,
};

const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-width: 24px;
  min-height: ${(props) => (props.$size === 'small' ? '32px' : '40px')};
  padding: ${(props) => (props.$size === 'small' ? `2px ${theme.space.sm}` : `6px ${theme.space.md}`)};
  border: 2px solid transparent;
  border-radius: ${theme.radii.small};
  font: inherit;
  font-size: ${(props) => (props.$size === 'small' ? '0.875rem' : '1rem')};
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  ${(props) => variants[props.$variant]}

  &:hover {
    text-decoration: underline;
  }

  ${focusRing}

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
    text-decoration: none;
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;

const StyledButtonLink = styled.a<StyleProps>`
  ${buttonStyles}
`;

/** Props of {@link Button}: every `<button>` attribute, plus the look. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Defaults to `'primary'`. */
  variant?: ButtonVariant;
  /** Defaults to `'medium'`. */
  size?: ButtonSize;
}

/**
 * A `<button>` (type `"button"` unless you pass `type`) in one of four variants and two sizes,
 * with a visible focus ring and a disabled state.
 *
 * @example
 * ```tsx
 * <Button variant="secondary" size="small" onClick={() => alert('Saved')}>
 *   Save
 * </Button>
 * ```
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'medium', type = 'button', ...props },
  ref,
) {
  return <StyledButton ref={ref} $variant={variant} $size={size} type={type} {...props} />;
});

/** Props of {@link ButtonLink}: a link that looks like a {@link Button}. */
export interface ButtonLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** The link component (`next/link`'s `Link`, say); defaults to `'a'`. */
  linkAs?: LinkComponent;
  /** Defaults to `'primary'`. */
  variant?: ButtonVariant;
  /** Defaults to `'medium'`. */
  size?: ButtonSize;
  children?: ReactNode;
}

/**
 * A link styled as a button, for navigation (the header's donate button, "Back to Homepage").
 *
 * @example
 * ```tsx
 * <ButtonLink href="/donate/" variant="primary">
 *   Donate
 * </ButtonLink>
 * ```
 */
export function ButtonLink({
  linkAs,
  variant = 'primary',
  size = 'medium',
  ...props
}: ButtonLinkProps) {
  return (
    <StyledButtonLink
      as={linkAs ?? 'a'}
      $variant={variant}
      $size={size}
      data-button-link=""
      {...props}
    />
  );
}
