import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { data } from '@/data/client.ts';
import ApartmentTourPage from './apartment-tour-questions-page.tsx';
import { cleanUp, put, renderAt, startVisitor } from './testing/apartment-testing.tsx';

beforeAll(startVisitor);
afterEach(cleanUp);
afterAll(async () => {
  await data.close();
});

/** A screen's chunk loads on first use: the first one takes a while under test. */
const LAZY = { timeout: 10_000 };
const nav = () => screen.getByRole('navigation', { name: 'Apartment tour questions' });

describe('ApartmentTourPage', () => {
  it('picks the screen from the address', async () => {
    await put('apartments', 'a1', { name: 'Maple Court', status: 'toured' });
    renderAt('apartment=a1', <ApartmentTourPage />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Maple Court' }, LAZY),
    ).toBeVisible();
    expect(within(nav()).getByRole('link', { name: 'Apartments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The first screen's chunk loads here: its own time on a busy machine (see LAZY).
  }, 20_000);

  it('opens the editor for a new apartment', async () => {
    renderAt('view=new', <ApartmentTourPage />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Add an apartment' }, LAZY),
    ).toBeVisible();
    expect(within(nav()).getByRole('link', { name: 'Apartments' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('lists the tool’s sections in the nav and marks the one shown', async () => {
    renderAt('view=compare', <ApartmentTourPage />);
    const compare = await within(nav()).findByRole('link', { name: 'Compare' });
    expect(compare).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Apartments', 'Compare', 'Questions', 'Import & export']);
  });
});
