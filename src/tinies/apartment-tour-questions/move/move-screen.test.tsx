import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { data } from '@/data/client.ts';
import { tourExportText, emptyTourData } from '@/shared/apartment-tour-questions/tool-export.ts';
import MoveScreen from './move-screen.tsx';
import {
  cleanUp,
  put,
  renderAt,
  STAMP,
  startVisitor,
  stored,
} from '../testing/apartment-testing.tsx';

beforeAll(startVisitor);
afterEach(cleanUp);
afterAll(async () => {
  await data.close();
});

const fileOf = (name: string, text: string) => new File([text], name, { type: 'application/json' });

describe('MoveScreen', () => {
  it('says what the export holds, and imports a file after showing what it replaces', async () => {
    const user = userEvent.setup();
    await put('apartments', 'apt-1', { name: 'Maple Court', status: 'to-tour' });
    renderAt('view=move', <MoveScreen />);
    expect(await screen.findByText(/^1 apartment\. Import it here/)).toBeVisible();

    const file = emptyTourData();
    file.apartments = {
      'apt-1': { name: 'Maple Court North', status: 'applied', createdAt: STAMP, updatedAt: STAMP },
    };
    file.units = {
      'unit-1': {
        apartmentId: 'apt-1',
        name: '5C',
        rent: 1700,
        createdAt: STAMP,
        updatedAt: STAMP,
      },
    };
    file.settings = { preferences: { currency: 'EUR', updatedAt: STAMP } };
    const text = tourExportText(file, new Date(STAMP));
    await user.upload(screen.getByLabelText('File to import (.json)'), fileOf('tour.json', text));

    expect(await screen.findByText('Some are here already')).toBeVisible();
    expect(screen.getByText('The file’s copies replace yours: 1 apartment.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Import 3 records' }));
    expect(await screen.findByText('Imported 3 records')).toBeVisible();
    await waitFor(async () => expect(await stored('apartments')).toEqual(file.apartments));
    expect(await stored('units')).toEqual(file.units);
    expect(await stored('settings')).toEqual(file.settings);
  });

  it('writes nothing from a file that is not this tool’s', async () => {
    const user = userEvent.setup();
    renderAt('view=move', <MoveScreen />);
    expect(await screen.findByText('Nothing to export yet.')).toBeVisible();
    await user.upload(
      screen.getByLabelText('File to import (.json)'),
      fileOf('cars.json', '{"format":"tinies-car-maintenance","version":1,"collections":{}}'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not an Apartment Tour Questions export.',
    );
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
    expect(await stored('apartments')).toEqual({});
  });
  it('keeps a file chosen while the collections load again, and previews it against them', async () => {
    const user = userEvent.setup();
    renderAt('view=move', <MoveScreen />);
    expect(await screen.findByText('Nothing to export yet.')).toBeVisible();
    const file = emptyTourData();
    file.apartments = {
      'apt-1': { name: 'Maple Court', status: 'to-tour', createdAt: STAMP, updatedAt: STAMP },
    };
    const text = tourExportText(file, new Date(STAMP));
    // Until the server says who is signed in, the device's own collections show; then the
    // account's load afresh, with the file chosen meanwhile still there.
    onTestFinished(() => data.setAccount(null));
    act(() => data.setAccount('someone-else'));
    expect(await screen.findAllByText('Loading your apartments')).not.toHaveLength(0);
    await user.upload(screen.getByLabelText('File to import (.json)'), fileOf('tour.json', text));
    act(() => data.setAccount(null));
    expect(await screen.findByRole('heading', { name: 'tour.json' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Import 1 record' })).toBeVisible();
    expect(screen.queryByText('Loading your apartments')).toBeNull();
  });

  it('says a file is not JSON, and imports only the good records of a mixed one', async () => {
    const user = userEvent.setup();
    renderAt('view=move', <MoveScreen />);
    const field = await screen.findByLabelText('File to import (.json)');
    await user.upload(field, fileOf('broken.json', '{"format": "tinies-apartment'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not JSON: it may be damaged or cut short.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('broken.json cannot be imported');

    const mixed = {
      format: 'tinies-apartment-tour-questions',
      version: 1,
      exportedAt: STAMP,
      collections: {
        apartments: {
          good: { name: 'Good Place', status: 'to-tour', createdAt: STAMP, updatedAt: STAMP },
          bad: { name: 'Bad', status: 'to-tour', rent: -1, createdAt: STAMP, updatedAt: STAMP },
        },
      },
    };
    await user.upload(
      screen.getByLabelText('File to import (.json)'),
      fileOf('mixed.json', JSON.stringify(mixed)),
    );
    expect(await screen.findByText('1 record cannot be imported')).toBeVisible();
    expect(screen.getByText('apartments bad: rent: Rent cannot be negative')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Import 1 record' }));
    expect(await screen.findByTestId('import-summary')).toHaveTextContent(
      '1 record could not be imported',
    );
    await waitFor(async () => expect(Object.keys(await stored('apartments'))).toEqual(['good']));
    for (const name of ['units', 'questions', 'answers', 'costs', 'followUps', 'settings']) {
      expect(await stored(name)).toEqual({});
    }
  });
});
