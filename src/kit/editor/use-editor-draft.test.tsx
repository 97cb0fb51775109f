import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, expect, it } from 'vitest';
import { ToastProvider } from '@/ui/toast-provider.tsx';
import { EditorFrame } from './editor-frame.tsx';
import { useEditorDraft } from './use-editor-draft.ts';

const KEY = 'users/u1/notes/n1';
const STORED = `tinies-draft:${KEY}`;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(
    STORED,
    JSON.stringify({ value: 'left unsaved', savedAt: '2026-03-01T10:00:00.000Z' }),
  );
});

/** An editor that stays on the screen once saved, as an in-place form's owner does. */
function StayingEditor() {
  const draft = useEditorDraft<string>({
    key: KEY,
    start: '',
    parse: (value) => (typeof value === 'string' ? value : null),
    noun: 'note',
  });
  const [typed, setTyped] = useState<{ form: string; text: string } | null>(null);
  const text = typed?.form === draft.formKey ? typed.text : (draft.initial ?? '');
  return (
    <EditorFrame title="Note" draft={draft.offer}>
      <Link to="/">Leave</Link>
      <input
        aria-label="Note"
        value={text}
        onChange={(event) => {
          setTyped({ form: draft.formKey, text: event.target.value });
          draft.track(event.target.value);
        }}
      />
      <button
        type="button"
        onClick={() => {
          draft.clear();
          setTyped({ form: draft.formKey, text: '' });
          draft.track('');
        }}
      >
        Save
      </button>
    </EditorFrame>
  );
}

it('keeps a restored draft no longer once it is saved, though the editor stays open', async () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/note']}>
      <ToastProvider>
        <Routes>
          <Route path="/note" element={<StayingEditor />} />
          <Route path="/" element={<h2>Away</h2>} />
        </Routes>
      </ToastProvider>
    </MemoryRouter>,
  );
  const offer = screen.getByRole('region', { name: 'Unsaved draft' });
  await user.click(within(offer).getByRole('button', { name: 'Restore draft' }));
  expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('left unsaved');

  // Saved, then back where it started: nothing is left to keep, the restored draft neither.
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(localStorage.getItem(STORED)).toBeNull();
  await user.click(screen.getByRole('link', { name: 'Leave' }));
  await screen.findByRole('heading', { name: 'Away' });
  expect(screen.queryByText('Draft kept')).not.toBeInTheDocument();
  expect(localStorage.getItem(STORED)).toBeNull();
});
