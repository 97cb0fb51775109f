import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card.tsx';

it('puts the parts together: a titled heading, description, content and footer', () => {
  render(
    <Card aria-labelledby="card-title" role="article">
      <CardHeader>
        <CardTitle id="card-title">Recipe Book</CardTitle>
        <CardDescription>Keep the dishes you love.</CardDescription>
      </CardHeader>
      <CardContent>12 recipes</CardContent>
      <CardFooter>
        <button type="button">Open</button>
      </CardFooter>
    </Card>,
  );
  const card = screen.getByRole('article', { name: 'Recipe Book' });
  expect(within(card).getByRole('heading', { level: 3, name: 'Recipe Book' })).toBeVisible();
  expect(within(card).getByText('Keep the dishes you love.').tagName).toBe('P');
  expect(within(card).getByText('12 recipes')).toBeVisible();
  expect(within(card).getByRole('button', { name: 'Open' })).toBeVisible();
});

it('has the spec’s tiny-card padding of 20 px (p-5) on the card, none on its parts', () => {
  render(
    <Card data-testid="card">
      <CardHeader data-testid="header">
        <CardTitle>Title</CardTitle>
      </CardHeader>
      <CardContent data-testid="content">Body</CardContent>
      <CardFooter data-testid="footer">Foot</CardFooter>
    </Card>,
  );
  expect(screen.getByTestId('card')).toHaveClass('p-5');
  for (const part of ['header', 'content', 'footer']) {
    expect(screen.getByTestId(part).className).not.toMatch(/(^|\s)p[xytblr]?-/);
  }
});

it('keeps the caller’s classes and attributes on every part', () => {
  render(
    <Card className="max-w-sm" data-testid="card">
      <CardTitle className="text-xl">Hello</CardTitle>
    </Card>,
  );
  expect(screen.getByTestId('card')).toHaveClass('max-w-sm', 'p-5');
  expect(screen.getByRole('heading', { name: 'Hello' })).toHaveClass('text-xl');
});
