import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogsProvider } from '@/ui/dialogs-provider.tsx';
import { Form, type FormValues } from '@/ui/form.tsx';
import { ToastProvider } from '@/ui/toast-provider.tsx';
import { CancelButton } from './editor-actions.tsx';
import { EditorFrame } from './editor-frame.tsx';
import { useFormDraft } from './use-form-draft.ts';

beforeEach(() => localStorage.clear());

const FIELDS = [
  { name: 'name', label: 'Name', type: 'text' as const, required: true },
  { name: 'notes', label: 'Notes', type: 'textarea' as const },
];

/** A shop-like editor made of the Form, as the tools' editors are. */
function Editor({ onSave }: { onSave: (values: FormValues) => void }) {
  const navigate = useNavigate();
  const [start] = useState<FormValues>({ name: 'Corner Garage', notes: '' });
  const draft = useFormDraft({ key: 'users/u1/shops/s1', start, noun: 'shop' });
  return (
    <EditorFrame title="Edit shop" draft={draft.offer}>
      <Link to="/">All tinies</Link>
      <Form
        key={draft.formKey}
        {...draft.form}
        fields={FIELDS}
        submitLabel="Save changes"
        onSubmit={(values) => {
          onSave(values);
          draft.clear();
          void navigate('/');
        }}
        actions={
          <CancelButton
            changed={draft.changed}
            discardMessage="The changes you made to this shop have not been saved."
            onLeave={() => {
              draft.clear();
              void navigate('/');
            }}
          />
        }
      />
    </EditorFrame>
  );
}

function renderApp() {
  const onSave = vi.fn<(values: FormValues) => void>();
  render(
    <MemoryRouter initialEntries={['/shop']}>
      <ToastProvider>
        <DialogsProvider>
          <Routes>
            <Route path="/shop" element={<Editor onSave={onSave} />} />
            <Route
              path="/"
              element={
                <>
                  <h2>All tinies</h2>
                  <Link to="/shop">Open the shop</Link>
                </>
              }
            />
          </Routes>
        </DialogsProvider>
      </ToastProvider>
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), onSave };
}

const name = () => screen.getByRole('textbox', { name: 'Name' });

describe('an editor left without Save or Cancel', () => {
  it('keeps what was typed, says so on leaving, and offers it back', async () => {
    const { user } = renderApp();
    await user.type(name(), ' North');
    await user.click(screen.getByRole('link', { name: 'All tinies' }));
    expect(screen.getByRole('heading', { name: 'All tinies' })).toBeInTheDocument();
    const note = await screen.findByText('Draft kept');
    expect(note.parentElement).toHaveTextContent(
      'Draft kept' + 'Your unsaved shop is kept on this device: open it again to go on.',
    );
    await user.click(screen.getByRole('button', { name: 'Back to the draft' }));
    expect(name()).toHaveValue('Corner Garage');
    const offer = screen.getByRole('region', { name: 'Unsaved draft' });
    await user.click(within(offer).getByRole('button', { name: 'Restore draft' }));
    expect(name()).toHaveValue('Corner Garage North');
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();

    // A restored draft is a change: Cancel asks before throwing it away.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
  });

  it('keeps nothing once saved, cancelled, or changed back to where it started', async () => {
    const { user, onSave } = renderApp();
    await user.type(name(), '!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'Corner Garage!', notes: '' });
    expect(screen.queryByText('Draft kept')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Open the shop' }));
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();

    await user.type(name(), '!{Backspace}');
    await user.click(screen.getByRole('link', { name: 'All tinies' }));
    expect(screen.queryByText('Draft kept')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Open the shop' }));
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();

    await user.type(name(), '?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await screen.findByRole('heading', { name: 'All tinies' });
    await user.click(screen.getByRole('link', { name: 'Open the shop' }));
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
  });
});
