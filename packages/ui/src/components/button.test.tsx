import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from './button';
import { cssFor } from './test-utils';
import { RouterLink } from './test-router-link';

describe('Button', () => {
  it('is a type="button" button that calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('keeps an explicit type and forwards its ref', () => {
    let element: HTMLButtonElement | null = null;
    render(
      <form>
        <Button type="submit" ref={(node) => void (element = node)}>
          Send
        </Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
    expect(element).toBe(screen.getByRole('button', { name: 'Send' }));
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not leak its style props to the DOM', () => {
    render(
      <Button variant="danger" size="small">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).not.toHaveAttribute('variant');
    expect(button).not.toHaveAttribute('size');
  });

  it.each([
    [
      'primary',
      'background:var(--os-colors-primary, #1f4e79)',
      'color:var(--os-colors-primaryText, #ffffff)',
    ],
    [
      'secondary',
      'background:var(--os-colors-surface, #ffffff)',
      'color:var(--os-colors-primary, #1f4e79)',
    ],
    ['ghost', 'background:transparent', 'color:inherit'],
    [
      'danger',
      'background:var(--os-colors-danger, #b3261e)',
      'color:var(--os-colors-primaryText, #ffffff)',
    ],
  ] as const)('styles the %s variant from the theme', (variant, background, color) => {
    render(<Button variant={variant}>{variant}</Button>);
    const css = cssFor(screen.getByRole('button', { name: variant }));
    expect(css).toContain(background);
    expect(css).toContain(color);
  });

  it('has a 24px minimum target, a taller medium size and a visible focus ring', () => {
    render(
      <>
        <Button size="small">Small</Button>
        <Button>Medium</Button>
      </>,
    );
    const small = cssFor(screen.getByRole('button', { name: 'Small' }));
    const medium = cssFor(screen.getByRole('button', { name: 'Medium' }));
    expect(small).toContain('min-width:24px');
    expect(small).toContain('min-height:32px');
    expect(medium).toContain('min-height:40px');
    expect(medium).toMatch(/:focus-visible\{outline:3px solid var\(--os-colors-focus, #c25e00\)/);
    expect(medium).toContain(':disabled');
  });
});

describe('ButtonLink', () => {
  it('renders the donate link of the header', () => {
    render(
      <ButtonLink href="/donate/" variant="primary">
        Donate
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Donate' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/donate/');
    expect(link).not.toHaveAttribute('variant');
    expect(cssFor(link)).toContain('background:var(--os-colors-primary, #1f4e79)');
  });

  it('renders through linkAs', () => {
    render(
      <ButtonLink href="/" linkAs={RouterLink} variant="secondary" size="small">
        Back to Homepage
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Back to Homepage' });
    expect(link).toHaveAttribute('data-router-link');
    expect(link).toHaveAttribute('href', '/');
    expect(cssFor(link)).toContain('color:var(--os-colors-primary, #1f4e79)');
  });
});
