import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Badge, badgeVariants } from './badge.tsx';

const TONES = ['success', 'warning', 'muted', 'base', 'accent'] as const;

it('shows its text and passes attributes through', () => {
  render(
    <Badge tone="success" data-status="active" title="Status">
      Active
    </Badge>,
  );
  const badge = screen.getByText('Active');
  expect(badge.tagName).toBe('SPAN');
  expect(badge).toHaveAttribute('data-status', 'active');
  expect(badge).toHaveAttribute('title', 'Status');
});

it('has a distinct look for each status tone and accent; base is the default', () => {
  const classes = TONES.map((tone) => badgeVariants({ tone }));
  expect(new Set(classes).size).toBe(TONES.length);
  expect(badgeVariants()).toBe(badgeVariants({ tone: 'base' }));
});

it.each([
  ['success', 'bg-success', 'text-success-fg'],
  ['warning', 'bg-warning', 'text-warning-fg'],
  ['muted', 'bg-muted', 'text-muted-fg'],
  ['accent', 'bg-accent', 'text-accent-fg'],
  ['base', 'border-border', 'text-fg'],
] as const)('the %s tone uses its own colour tokens', (tone, background, text) => {
  render(<Badge tone={tone}>{tone}</Badge>);
  expect(screen.getByText(tone)).toHaveClass(background, text);
});

it('keeps the caller’s classes', () => {
  render(<Badge className="ml-2">New</Badge>);
  expect(screen.getByText('New')).toHaveClass('ml-2');
});
