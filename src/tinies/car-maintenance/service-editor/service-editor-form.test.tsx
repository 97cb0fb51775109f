import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Service, Vehicle } from '@/shared/car-maintenance/car-model.ts';
import { DialogsProvider } from '@/ui/dialogs-provider.tsx';
import type { VehicleEntry } from '../use-car-data.ts';
import { newLine, type ServiceDraft } from './editor-model.ts';
import { ServiceEditorForm } from './service-editor-form.tsx';

const STAMP = '2025-01-01T00:00:00.000Z';
const car = (id: string, name: string): VehicleEntry => ({
  id,
  vehicle: {
    name,
    odometerUnit: 'km',
    fuelType: 'petrol',
    archived: false,
    specs: {},
    glovebox: {},
    createdAt: STAMP,
    updatedAt: STAMP,
  } satisfies Vehicle,
});
const CARS = [car('a', 'Family wagon'), car('b', 'Red hatch')];
const READINGS: Record<string, { date: string; odometer: number }> = {
  a: { date: '2025-03-01', odometer: 1000 },
  b: { date: '2025-04-01', odometer: 2000 },
};

function quickStart(): ServiceDraft {
  return {
    vehicleId: 'a',
    type: '',
    title: '',
    date: '2025-05-01',
    odometer: '1000',
    lines: [newLine('other')],
    locationId: '',
    parts: [],
    dismissedParts: [],
    notes: '',
    attachments: [],
    issueIds: [],
  };
}

function renderQuick(onSubmit: (service: Service) => void) {
  return render(
    <DialogsProvider>
      <ServiceEditorForm
        start={quickStart()}
        quick
        cars={CARS}
        shops={[]}
        issues={[]}
        lastReading={(id) => READINGS[id]}
        canUpload={false}
        format={(amount) => `€${amount.toFixed(2)}`}
        submitLabel="Save"
        onSubmit={onSubmit}
        onCancel={() => {}}
        onAddShop={() => 'new-shop'}
      />
    </DialogsProvider>,
  );
}

describe('quick add', () => {
  it('follows the chosen car’s reading until one is typed, and logs one amount', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderQuick(onSubmit);
    const odometer = screen.getByRole('textbox', { name: 'Odometer (km)' });
    expect(odometer).toHaveValue('1000');

    await user.click(screen.getByRole('combobox', { name: 'Car' }));
    await user.click(await screen.findByRole('option', { name: 'Red hatch' }));
    expect(odometer).toHaveValue('2000');
    expect(screen.getByText(/Last reading 2,000 km/)).toBeInTheDocument();

    await user.clear(odometer);
    await user.type(odometer, '2100');
    await user.click(screen.getByRole('combobox', { name: 'Car' }));
    await user.click(await screen.findByRole('option', { name: 'Family wagon' }));
    expect(odometer).toHaveValue('2100');

    // Nothing chosen yet: the schema's words, and nothing saved.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Choose a service type')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Oil Change' }));
    expect(screen.getByRole('button', { name: 'Oil Change' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.type(screen.getByRole('textbox', { name: 'Cost' }), '25.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      vehicleId: 'a',
      type: 'oil-change',
      date: '2025-05-01',
      odometer: 2100,
      lineItems: [{ kind: 'other', amount: 25.5 }],
    });
  }, 20_000);

  it('tags the parts its type names, as the whole form would (a tyre rotation: the tyres)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderQuick(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Tire Rotation' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      type: 'tire-rotation',
      parts: [
        { part: 'front-tyres', by: 'text' },
        { part: 'rear-tyres', by: 'text' },
      ],
    });
  }, 20_000);

  it('asks for a title when the job is something else', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderQuick(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Something else' }));
    await user.click(screen.getByRole('combobox', { name: 'Other service type' }));
    await user.click(
      await screen.findByRole('option', { name: 'Custom (give it a title)' }, { timeout: 5000 }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Title is required for a custom service')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  }, 20_000);
});
