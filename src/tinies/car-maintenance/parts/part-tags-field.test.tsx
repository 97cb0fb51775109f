import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { CustomPartEntry } from '@/shared/car-maintenance/parts.ts';
import { PartTagsEditor, type PartTagsValue } from './part-tags-field.tsx';

const CUSTOM: CustomPartEntry[] = [
  {
    id: 'tow',
    part: {
      name: 'Tow bar',
      keywords: ['towbar', 'hitch'],
      area: 'external',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    },
  },
];

let latest: PartTagsValue = { parts: [], dismissedParts: [] };

/** A notes box whose words are tagged, as an editor would hold them. */
function Harness({
  initial = { parts: [], dismissedParts: [] },
  initialText = '',
  ready = true,
}: {
  initial?: PartTagsValue;
  initialText?: string;
  ready?: boolean;
}) {
  const [text, setText] = useState(initialText);
  const [value, setValue] = useState(initial);
  return (
    <>
      <label>
        Notes
        <textarea value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <PartTagsEditor
        text={text}
        value={value}
        onChange={(next) => {
          latest = next;
          setValue(next);
        }}
        custom={CUSTOM}
        ready={ready}
      />
    </>
  );
}

const chips = () => {
  const list = screen.queryByRole('list', { name: 'Parts' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];
};

describe('PartTagsField', { timeout: 20_000 }, () => {
  it('suggests parts from the words as they are typed, and drops stale ones', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    expect(screen.getByText('No parts yet.')).toBeInTheDocument();
    await user.type(notes, 'new brake pads');
    expect(chips()).toEqual(['Brake pads(suggested)']);
    expect(screen.getByRole('status')).toHaveTextContent('Suggested Brake pads.');
    await user.clear(notes);
    await user.type(notes, 'brake light out');
    expect(chips()).toEqual(['Tail lights / brake lights(suggested)']);
    expect(latest.parts).toEqual([{ part: 'tail-lights', by: 'text' }]);
  });

  it('removes a suggestion for good, and can add it back', async () => {
    const user = userEvent.setup();
    render(<Harness initialText="oil and oil filter" />);
    expect(chips()).toEqual(['Engine oil(suggested)', 'Oil filter(suggested)']);
    await user.click(screen.getByRole('button', { name: 'Remove Engine oil' }));
    expect(chips()).toEqual(['Oil filter(suggested)']);
    expect(latest.dismissedParts).toEqual(['engine-oil']);
    expect(screen.getByRole('status')).toHaveTextContent('Removed Engine oil.');
    // More words: the removed part is not suggested again.
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), ', more oil');
    expect(chips()).toEqual(['Oil filter(suggested)']);
    await user.click(screen.getByRole('button', { name: 'Add Engine oil back' }));
    expect(latest.dismissedParts).toEqual([]);
    expect(chips()).toEqual(['Oil filter(suggested)', 'Engine oil(suggested)']);
  });

  it('adds any part by hand, built-in or custom, and keeps it whatever the words', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'Add a part' }));
    await user.click(await screen.findByRole('option', { name: 'Tow bar (yours)' }));
    expect(chips()).toEqual(['Tow bar']);
    await user.click(screen.getByRole('combobox', { name: 'Add a part' }));
    await user.click(await screen.findByRole('option', { name: 'Battery' }));
    expect(latest.parts).toEqual([
      { part: 'tow', by: 'hand' },
      { part: 'battery', by: 'hand' },
    ]);
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await user.type(notes, 'wipers');
    await user.clear(notes);
    expect(chips()).toEqual(['Tow bar', 'Battery']);
    await user.click(screen.getByRole('button', { name: 'Remove Battery' }));
    expect(chips()).toEqual(['Tow bar']);
    expect(latest.dismissedParts).toEqual([]);
  });

  it('reads custom parts’ keywords', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'greased the hitch');
    expect(chips()).toEqual(['Tow bar(suggested)']);
  });

  it('waits for the custom parts before touching the tags', () => {
    const initial: PartTagsValue = { parts: [{ part: 'tow', by: 'text' }], dismissedParts: [] };
    render(<Harness initial={initial} initialText="nothing here" ready={false} />);
    expect(chips()).toEqual(['Tow bar(suggested)']);
  });

  it('retags a stored record whose words no longer support a suggestion', () => {
    const initial: PartTagsValue = {
      parts: [
        { part: 'hood', by: 'text' },
        { part: 'battery', by: 'hand' },
      ],
      dismissedParts: [],
    };
    render(<Harness initial={initial} initialText="neighborhood garage" />);
    expect(chips()).toEqual(['Battery']);
  });
});
