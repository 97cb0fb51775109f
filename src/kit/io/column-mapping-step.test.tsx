import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it } from 'vitest';
import type { ColumnMapping, CsvField } from '@/shared/csv/column-mapping.ts';
import { ColumnMappingStep } from './column-mapping-step.tsx';

const FIELDS: CsvField[] = [
  { key: 'date', label: 'Date', kind: 'date', required: true, aliases: [] },
  { key: 'notes', label: 'Notes', kind: 'text', aliases: [] },
];

function Harness({ seen }: { seen: ColumnMapping[] }) {
  const [mapping, setMapping] = useState<ColumnMapping>({ date: 0, notes: null });
  return (
    <ColumnMappingStep
      fields={FIELDS}
      headers={['When', 'Remarks']}
      mapping={mapping}
      firstRow={['2025-03-09', 'Squeaky brakes']}
      onChange={(next) => {
        seen.push(next);
        setMapping(next);
      }}
    />
  );
}

it('shows each field’s column and its first value, and maps another column when picked', async () => {
  const user = userEvent.setup();
  const seen: ColumnMapping[] = [];
  render(<Harness seen={seen} />);
  expect(screen.getByText('(required)').closest('th')).toHaveTextContent('Date (required)');
  expect(screen.getByRole('combobox', { name: 'Column for Date' })).toHaveTextContent('When');
  expect(screen.getByRole('combobox', { name: 'Column for Notes' })).toHaveTextContent(
    'Not imported',
  );
  expect(screen.getByText('2025-03-09')).toBeInTheDocument();
  expect(screen.queryByText('Squeaky brakes')).toBeNull();

  await user.click(screen.getByRole('combobox', { name: 'Column for Notes' }));
  await user.click(
    within(await screen.findByRole('listbox')).getByRole('option', { name: 'Remarks' }),
  );
  expect(seen).toEqual([{ date: 0, notes: 1 }]);
  expect(screen.getByText('Squeaky brakes')).toBeInTheDocument();
});
