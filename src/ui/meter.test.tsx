import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { Meter } from './meter.tsx';

it('prerenders without inline styles, which the CSP would refuse', () => {
  const html = renderToString(<Meter label="Files" value={4} max={10} valueText="4 of 10" />);
  expect(html).toContain('role="meter"');
  expect(html).not.toContain('style=');
});

it('is a meter named by its label, its value read out in words', () => {
  render(<Meter label="Documents" value={12.5} max={100} valueText="12.5 MB of 100 MB used" />);
  const meter = screen.getByRole('meter', { name: 'Documents' });
  expect(meter).toHaveAttribute('aria-valuenow', '12.5');
  expect(meter).toHaveAttribute('aria-valuemin', '0');
  expect(meter).toHaveAttribute('aria-valuemax', '100');
  expect(meter).toHaveAttribute('aria-valuetext', '12.5 MB of 100 MB used');
  expect(screen.getByText('12.5 MB of 100 MB used')).toBeVisible();
});

it('stays within its range and turns destructive when full', () => {
  const { container, rerender } = render(
    <Meter label="Files" value={40} max={100} valueText="40 of 100" />,
  );
  const bar = () => container.querySelector<HTMLElement>('[role="meter"] .absolute')!;
  expect(bar().style.width).toBe('40%');
  expect(bar()).not.toHaveAttribute('data-full');
  rerender(<Meter label="Files" value={130} max={100} valueText="130 of 100" />);
  expect(screen.getByRole('meter', { name: 'Files' })).toHaveAttribute('aria-valuenow', '100');
  expect(bar().style.width).toBe('100%');
  expect(bar()).toHaveAttribute('data-full', 'true');
  expect(bar()).toHaveClass('bg-destructive');
});
