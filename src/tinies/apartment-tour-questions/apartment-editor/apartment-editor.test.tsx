import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DialogsProvider } from '@/ui/dialogs-provider.tsx';
import { ApartmentEditor } from './apartment-editor.tsx';
import { draftRaw } from './apartment-form-model.ts';

const DRAFT = {
  apartment: { name: 'Harbor View Lofts', rent: 2450, amenities: ['Gym', 'Pool'] },
  units: [],
  sourceUrl: 'https://listings.example/harbor',
};

async function renderEditor(filled?: { key: number; raw: ReturnType<typeof draftRaw> }) {
  const onSubmit = vi.fn();
  const view = (next?: typeof filled) => (
    <DialogsProvider>
      <ApartmentEditor
        areaLabel="sq ft"
        submitLabel="Save apartment"
        onSubmit={onSubmit}
        onCancel={() => {}}
        filled={next}
      />
    </DialogsProvider>
  );
  const { rerender } = await act(async () => render(view(filled)));
  return {
    onSubmit,
    refill: (next: typeof filled) => act(async () => rerender(view(next))),
  };
}

describe('ApartmentEditor filled from a listing', () => {
  it('puts the listing’s values over what was typed, keeps the rest, and focuses the form', async () => {
    const user = userEvent.setup();
    const { onSubmit, refill } = await renderEditor();
    const form = screen.getByRole('form', { name: 'New apartment' });
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '555 0100');

    await refill({ key: 1, raw: draftRaw(DRAFT) });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Harbor View Lofts');
    expect(name).toHaveFocus();
    expect(within(form).getByRole('spinbutton', { name: 'Rent a month' })).toHaveValue(2450);
    expect(within(form).getByRole('textbox', { name: 'Phone' })).toHaveValue('555 0100');

    await user.clear(name);
    await user.type(name, 'Harbor View');
    await user.click(within(form).getByRole('button', { name: 'Save apartment' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Harbor View',
        rent: 2450,
        phone: '555 0100',
        amenities: ['Gym', 'Pool'],
        sourceUrl: 'https://listings.example/harbor',
      }),
    );
  });
});
