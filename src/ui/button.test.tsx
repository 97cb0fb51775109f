import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonVariants } from './button.tsx';

const VARIANTS = ['primary', 'secondary', 'tertiary', 'outline', 'link', 'destructive'] as const;
const SIZES = ['sm', 'md', 'lg', 'icon', 'full', 'fitted'] as const;

describe('Button', () => {
  it('is a plain button (not a submit) that runs onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('can still be a submit button', () => {
    render(<Button type="submit">Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('has the six variants and six sizes of the spec, each with its own look', () => {
    const variantClasses = VARIANTS.map((variant) => buttonVariants({ variant }));
    const sizeClasses = SIZES.map((size) => buttonVariants({ size }));
    expect(new Set(variantClasses).size).toBe(VARIANTS.length);
    expect(new Set(sizeClasses).size).toBe(SIZES.length);
    // Unknown names would fall back to the defaults: primary, md.
    expect(buttonVariants()).toBe(buttonVariants({ variant: 'primary', size: 'md' }));
  });

  it('renders the chosen variant and size and keeps the caller’s classes', () => {
    render(
      <Button variant="destructive" size="full" className="mt-4">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    for (const name of buttonVariants({ variant: 'destructive', size: 'full' }).split(' ')) {
      expect(button).toHaveClass(name);
    }
    expect(button).toHaveClass('mt-4');
  });

  it('does nothing while disabled', async () => {
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
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('while loading: keeps its label, shows a hidden spinner, is busy and cannot be pressed', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent(/^Save$/);
    const spinner = button.querySelector('[data-spinner]');
    expect(spinner).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(
      <Button loading={false} onClick={onClick}>
        Save
      </Button>,
    );
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button.querySelector('[data-spinner]')).toBeNull();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
