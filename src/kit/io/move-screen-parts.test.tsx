import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { ExportRow, ImportSection } from './move-screen-parts.tsx';

function Import() {
  return (
    <ImportSection hint="A CSV or a JSON export." maxBytes={64}>
      {(file, reset) => (
        <div>
          <p>{`Importing ${file.name}: ${file.text}`}</p>
          <button onClick={reset}>Back</button>
        </div>
      )}
    </ImportSection>
  );
}

const field = () => screen.getByLabelText('File to import (.csv or .json)');

it('reads the file chosen into the import, and goes back to choosing one', async () => {
  const user = userEvent.setup();
  render(<Import />);
  expect(screen.getByRole('region', { name: 'Import' })).toBeInTheDocument();
  expect(field()).toHaveAccessibleDescription('A CSV or a JSON export.');
  await user.upload(field(), new File(['a,b\n1,2'], 'rows.csv', { type: 'text/csv' }));
  expect(await screen.findByText('Importing rows.csv: a,b 1,2')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.queryByText(/Importing/)).not.toBeInTheDocument();
});

it('refuses an empty or too large file, says why under the field, and drops the import shown', async () => {
  const user = userEvent.setup();
  render(<Import />);
  await user.upload(field(), new File(['x'], 'one.csv', { type: 'text/csv' }));
  expect(await screen.findByText('Importing one.csv: x')).toBeInTheDocument();

  await user.upload(field(), new File(['  \n'], 'blank.csv', { type: 'text/csv' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('blank.csv is empty.');
  expect(field()).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByText(/Importing/)).not.toBeInTheDocument();

  await user.upload(field(), new File(['x'.repeat(65)], 'big.csv', { type: 'text/csv' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'big.csv is larger than 0 MB. Split it into smaller files.',
  );
});

it('keeps an export with nothing in it focusable but idle', async () => {
  const user = userEvent.setup();
  const runs: string[] = [];
  render(
    <ul>
      <ExportRow
        label="CSV"
        hint="Nothing to export yet."
        empty
        onExport={() => runs.push('csv')}
      />
      <ExportRow
        label="JSON"
        hint="All 3 records."
        empty={false}
        onExport={() => runs.push('json')}
      />
    </ul>,
  );
  const csv = screen.getByRole('button', { name: 'Export CSV' });
  expect(csv).toHaveAttribute('aria-disabled', 'true');
  expect(csv).toHaveAccessibleDescription('Nothing to export yet.');
  await user.click(csv);
  await user.click(screen.getByRole('button', { name: 'Export JSON' }));
  expect(runs).toEqual(['json']);
});
