import { render, screen } from '@testing-library/react';
import { Sprout } from 'lucide-react';
import { expect, it } from 'vitest';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

it('shows a heading, the text as a paragraph and the actions, the icon hidden from readers', () => {
  const { container } = render(
    <EmptyState
      icon={<Sprout data-testid="icon" />}
      title="No notes yet"
      actions={<Button>Add a note</Button>}
    >
      Write your first note.
    </EmptyState>,
  );
  expect(screen.getByRole('heading', { name: 'No notes yet', level: 2 })).toBeInTheDocument();
  expect(screen.getByText('Write your first note.').tagName).toBe('P');
  expect(screen.getByRole('button', { name: 'Add a note' })).toBeInTheDocument();
  expect(screen.getByTestId('icon').closest('[aria-hidden="true"]')).not.toBeNull();
  expect(container.firstElementChild).toHaveClass('border-dashed');
});

it('keeps rich text as given and takes extra attributes', () => {
  render(
    <EmptyState icon={<Sprout />} title="Nothing found" role="alert" className="mt-6">
      <p>
        No <strong>recipes</strong> match.
      </p>
    </EmptyState>,
  );
  const box = screen.getByRole('alert');
  expect(box).toHaveClass('mt-6');
  expect(box).toHaveTextContent('No recipes match.');
  expect(screen.queryByRole('button')).toBeNull();
});
