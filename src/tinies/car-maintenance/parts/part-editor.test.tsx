import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CustomPart } from '@/shared/car-maintenance/car-model.ts';
import { DialogsProvider } from '@/ui/dialogs-provider.tsx';
import { PartEditor } from './part-editor.tsx';

const EXISTING: CustomPart = {
  name: 'Tow bar',
  area: 'external',
  keywords: ['towbar', 'hitch'],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

function setup(initial?: CustomPart) {
  const user = userEvent.setup();
  const onSubmit = vi.fn<(part: CustomPart) => void>();
  const onCancel = vi.fn();
  const onDraftChange = vi.fn<(draft: CustomPart | null) => void>();
  render(
    <DialogsProvider>
      <PartEditor
        initial={initial}
        submitLabel="Save part"
        onSubmit={onSubmit}
        onCancel={onCancel}
        onDraftChange={onDraftChange}
      />
    </DialogsProvider>,
  );
  const submit = screen.getByRole('button', { name: 'Save part' });
  return { user, onSubmit, onCancel, onDraftChange, submit };
}

const keywords = () =>
  within(screen.getByRole('list', { name: 'Keywords' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('PartEditor', { timeout: 20_000 }, () => {
  it('makes a part with its keywords as chips, saying what is wrong', async () => {
    const { user, onSubmit, submit } = setup();
    expect(submit).toBeEnabled();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'x');
    await user.clear(name);
    expect(name).toHaveAccessibleDescription('Name is required');
    await user.type(name, 'Dash cam');
    await user.click(screen.getByRole('combobox', { name: 'Where it is' }));
    await user.click(await screen.findByRole('option', { name: 'Internal' }));

    const keyword = screen.getByRole('textbox', { name: 'New keyword' });
    await user.click(screen.getByRole('button', { name: 'Add keyword' }));
    expect(keyword).toHaveAccessibleDescription('Type a word first');
    await user.type(keyword, 'dashcam{Enter}');
    await user.type(keyword, '  dash   camera ');
    await user.click(screen.getByRole('button', { name: 'Add keyword' }));
    await user.type(keyword, 'DASHCAM{Enter}');
    expect(keyword).toHaveAccessibleDescription('“DASHCAM” is already a keyword');
    await user.clear(keyword);
    await user.paste('x'.repeat(81));
    await user.keyboard('{Enter}');
    expect(keyword).toHaveAccessibleDescription('Keyword must be at most 80 characters');
    expect(keywords()).toEqual(['dashcam', 'dash camera']);

    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      name: 'Dash cam',
      area: 'internal',
      keywords: ['dashcam', 'dash camera'],
    });
  });

  it('edits a part: removes a keyword and keeps when it was made', async () => {
    const { user, onSubmit, submit } = setup(EXISTING);
    expect(keywords()).toEqual(['towbar', 'hitch']);
    await user.click(screen.getByRole('button', { name: 'Remove keyword hitch' }));
    await user.click(submit);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      name: 'Tow bar',
      keywords: ['towbar'],
      createdAt: EXISTING.createdAt,
    });
  });

  it('asks before throwing changes away, throws them away when told, and leaves at once without any', async () => {
    const first = setup(EXISTING);
    await first.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(first.onCancel).toHaveBeenCalledOnce();

    await first.user.click(screen.getByRole('button', { name: 'Remove keyword towbar' }));
    await first.user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await first.user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(first.onCancel).toHaveBeenCalledOnce();

    // Asked again, the changes are thrown away and the editor is left.
    await first.user.click(screen.getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await first.user.click(within(again).getByRole('button', { name: 'Discard changes' }));
    expect(first.onCancel).toHaveBeenCalledTimes(2);
  });

  it('hands on the unfinished part as a draft, and nothing once it is as it started', async () => {
    const { user, onDraftChange } = setup(EXISTING);
    expect(onDraftChange).toHaveBeenLastCalledWith(null);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 's');
    await user.click(screen.getByRole('button', { name: 'Remove keyword hitch' }));
    expect(onDraftChange).toHaveBeenLastCalledWith({
      ...EXISTING,
      name: 'Tow bars',
      keywords: ['towbar'],
    });
    await user.type(name, '{Backspace}');
    await user.type(screen.getByRole('textbox', { name: 'New keyword' }), 'hitch{Enter}');
    expect(onDraftChange).toHaveBeenLastCalledWith(null);
  });

  it('gives a restored draft of a new part its date added when it is saved', async () => {
    const { user, onSubmit, submit } = setup({ ...EXISTING, createdAt: '', updatedAt: '' });
    await user.click(submit);
    const saved = onSubmit.mock.calls[0]![0];
    expect(Date.parse(saved.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(saved.updatedAt).toBe(saved.createdAt);
  });
});
