import { useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ColumnMappingStep } from '@/kit/io/column-mapping-step.tsx';
import { ImportNotice } from '@/kit/io/import-notice.tsx';
import {
  Choice,
  ProblemList,
  SavingProgress,
  Summary,
  plural,
  type Done,
} from '@/kit/io/import-parts.tsx';
import { CannotImport, ImportActions, ImportIntro } from '@/kit/io/import-steps.tsx';
import { writeMany } from '@/kit/io/write-many.ts';
import {
  FUEL_UNIT_LABELS,
  FUEL_UNITS,
  ODOMETER_UNIT_LABELS,
  ODOMETER_UNITS,
  type FuelUnit,
  type OdometerUnit,
} from '@/shared/car-maintenance/car-model.ts';
import { detectPreset } from '@/shared/car-maintenance/csv-presets.ts';
import {
  BELONGS_TO_CAR,
  carOfDocument,
  CSV_FIELDS,
  CSV_RECORD_LABELS,
  CSV_RECORD_NOUNS,
  CSV_RECORD_TYPES,
  type CsvImportPlan,
  type CsvRecordType,
  type MappedRow,
} from '@/shared/car-maintenance/csv-records.ts';
import type { CsvTable } from '@/shared/csv/csv-table.ts';
import { DATE_ORDER_LABELS, DATE_ORDERS, type DateOrder } from '@/shared/csv/csv-values.ts';
import { Loading } from '@/ui/loading.tsx';
import { Select } from '@/ui/select.tsx';
import { hrefFor, type ToolScreenName } from '../car-links.ts';
import { startCsvImport, type CsvImporter, type PlanContext } from './csv-import-worker.ts';
import { previewEconomy } from './csv-preview-economy.ts';
import { CsvPreview } from './csv-preview.tsx';
import {
  guessType,
  likelyFuelUnit,
  NOT_IMPORTED,
  presetsFor,
  setupFor,
  type Setup,
} from './csv-setup.ts';
import type { ImportFlowProps } from './import-flow.tsx';
import { usePreferences } from '../preferences/preferences.ts';

/**
 * A CSV file brought in: read and checked in a worker, its columns mapped to one record
 * type's fields (guessed from the headers, or by another app's preset), the first rows
 * previewed as they will be saved, then saved in batches with the progress shown.
 */
export default function CsvImport({ fileName, text, data, paths, onReset }: ImportFlowProps) {
  const [read, setRead] = useState<{ importer: CsvImporter; table: CsvTable } | null>(null);
  useEffect(() => {
    const started = startCsvImport(text);
    let current = true;
    void started.table.then((table) => {
      if (current) setRead({ importer: started, table });
    });
    return () => {
      current = false;
      started.close();
    };
  }, [text]);
  if (!read) return <Loading label="Reading the file" />;
  const { importer, table } = read;
  if (table.headers.length === 0 || table.rows.length === 0) {
    return (
      <CannotImport
        fileName={fileName}
        message="No rows found: the first line should name the columns and each line after it hold one record."
        onReset={onReset}
      />
    );
  }
  return (
    <CsvMapping
      fileName={fileName}
      table={table}
      importer={importer}
      data={data}
      paths={paths}
      onReset={onReset}
    />
  );
}

/** Before the first check of the rows. */
const NO_PLAN: CsvImportPlan = { rows: [], errors: [], newCars: [] };

/** Economies said beside the unit: enough to tell a wrong unit, few enough to read. */
const UNIT_ECONOMIES = 3;

/** Where the summary's link goes, by type. */
const AFTER: Readonly<Record<CsvRecordType, { kind: 'home' | ToolScreenName; label: string }>> = {
  services: { kind: 'home', label: 'See the service history' },
  fuel: { kind: 'fuel', label: 'See the fuel log' },
  vehicles: { kind: 'cars', label: 'See your cars' },
  reminders: { kind: 'reminders', label: 'See the reminders' },
  issues: { kind: 'issues', label: 'See the issues' },
  locations: { kind: 'shops', label: 'See the shop book' },
};

function CsvMapping({
  fileName,
  table,
  importer,
  data,
  paths,
  onReset,
}: Omit<ImportFlowProps, 'text'> & { table: CsvTable; importer: CsvImporter }) {
  const [params] = useSearchParams();
  const cars = useMemo(
    () =>
      Object.entries(data.vehicles)
        .map(([id, vehicle]) => ({ id, vehicle }))
        .sort((a, b) => a.vehicle.name.localeCompare(b.vehicle.name)),
    [data.vehicles],
  );
  const [setup, setSetup] = useState<Setup>(() => {
    const preset = detectPreset(table.headers);
    return setupFor(table, preset?.type ?? guessType(table.headers), preset?.id ?? NOT_IMPORTED);
  });
  const [carId, setCarId] = useState<string | null>(cars.length === 1 ? cars[0]!.id : null);
  // The unit the person chose for the amounts; until then the file's, or the likeliest.
  const [chosenUnit, setChosenUnit] = useState<FuelUnit | null>(null);
  const fuelUnit =
    chosenUnit ??
    setup.fileFuelUnit ??
    likelyFuelUnit(carId === null ? undefined : data.vehicles[carId], navigator.language);
  const [newCarUnit, setNewCarUnit] = useState<OdometerUnit>(fuelUnit === 'L' ? 'km' : 'mi');
  const [skipDuplicates, setSkipDuplicates] = useState(true);
  const [plan, setPlan] = useState<{ plan: CsvImportPlan; for: unknown } | null>(null);
  const [saving, setSaving] = useState<number | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const ids = useId();

  const context = useMemo<PlanContext>(
    () => ({
      vehicles: cars,
      locations: Object.entries(data.locations).map(([id, location]) => ({ id, location })),
      services: Object.values(data.services),
      fuel: Object.values(data.fuel),
      reminders: Object.values(data.reminders),
      issues: Object.values(data.issues),
      now: new Date().toISOString(),
    }),
    [cars, data.locations, data.services, data.fuel, data.reminders, data.issues],
  );
  const request = useMemo(
    () => ({
      type: setup.type,
      mapping: setup.mapping,
      dateOrder: setup.dateOrder,
      carId,
      fuelUnit,
      newCar: { odometerUnit: newCarUnit, fuelType: 'petrol' as const },
    }),
    [setup, carId, fuelUnit, newCarUnit],
  );
  useEffect(() => {
    // Not while saving: the records being saved would show as repeats of themselves.
    if (saving !== null) return;
    let current = true;
    void importer.plan(request, context).then((planned) => {
      if (current) setPlan({ plan: planned, for: request });
    });
    return () => {
      current = false;
    };
  }, [importer, request, context, saving]);

  const checking = plan === null || plan.for !== request;
  const current = plan?.plan ?? NO_PLAN;
  const toImport = useMemo(
    () => (skipDuplicates ? current.rows.filter((row) => !row.duplicate) : current.rows),
    [current, skipDuplicates],
  );
  const { economy } = usePreferences();
  const economies = useMemo(
    () =>
      setup.type === 'fuel'
        ? previewEconomy(toImport, {
            fuel: data.fuel,
            odometerUnitOf: (id) =>
              data.vehicles[id]?.odometerUnit ??
              current.newCars.find((car) => car.id === id)?.vehicle.odometerUnit,
            economy,
          })
        : undefined,
    [setup.type, toImport, current, data.fuel, data.vehicles, economy],
  );

  if (done) return <Summary done={done} onReset={onReset} />;

  const duplicates = current.rows.filter((row) => row.duplicate).length;
  const usedCars = new Set(toImport.map((row) => carOfDocument(row.value)));
  const newCars = current.newCars.filter((car) => usedCars.has(car.id));
  const nouns = CSV_RECORD_NOUNS[setup.type];
  const belongsToCar = BELONGS_TO_CAR.has(setup.type);
  const presets = presetsFor(setup.type);

  async function importRows() {
    const vehiclesPath = paths.vehicles;
    const recordsPath = paths[setup.type];
    if (!vehiclesPath || !recordsPath) return;
    const total = newCars.length + toImport.length;
    setSaving(0);
    if (newCars.length > 0) {
      await writeMany(
        vehiclesPath,
        newCars.map((car) => [car.id, car.vehicle] as const),
        { onProgress: setSaving },
      );
    }
    await writeMany(
      recordsPath,
      toImport.map((row) => [row.id, row.value] as const),
      { onProgress: (written) => setSaving(newCars.length + written) },
    );
    setSaving(total);
    const after = AFTER[setup.type];
    setDone({
      title: `Imported ${plural(toImport.length, nouns)}`,
      text:
        [
          newCars.length > 0 ? `Added ${plural(newCars.length, ['car', 'cars'])}.` : '',
          current.errors.length > 0
            ? `${plural(current.errors.length, ['row', 'rows'])} with problems left out.`
            : '',
          skipDuplicates && duplicates > 0
            ? `${plural(duplicates, ['row', 'rows'])} you already had skipped.`
            : '',
        ]
          .filter(Boolean)
          .join(' ') || `From ${fileName}.`,
      link: { href: hrefFor({ kind: after.kind }, params), label: after.label },
    });
  }

  const importLabel = `Import ${plural(toImport.length, nouns)}${
    newCars.length > 0 ? ` and add ${plural(newCars.length, ['car', 'cars'])}` : ''
  }`;

  return (
    <div className="space-y-6">
      <ImportIntro eyebrow="Choose what each column holds" fileName={fileName}>
        {`${plural(table.rows.length, ['row', 'rows'])}, ${plural(table.headers.length, ['column', 'columns'])}. Nothing is saved until you press Import.`}
      </ImportIntro>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Choice label="The file holds" id={`${ids}-type`}>
          <Select
            aria-labelledby={`${ids}-type`}
            options={CSV_RECORD_TYPES.map((type) => ({
              value: type,
              label: CSV_RECORD_LABELS[type],
            }))}
            value={setup.type}
            onValueChange={(value) => {
              if (!value || value === setup.type) return;
              setSetup(setupFor(table, value as CsvRecordType, NOT_IMPORTED));
            }}
          />
        </Choice>
        <Choice label="Exported by" id={`${ids}-preset`}>
          <Select
            aria-labelledby={`${ids}-preset`}
            options={[
              { value: NOT_IMPORTED, label: 'Another app (match columns by name)' },
              ...presets.map((preset) => ({ value: preset.id, label: preset.label })),
            ]}
            value={setup.presetId}
            onValueChange={(value) => setSetup(setupFor(table, setup.type, value ?? NOT_IMPORTED))}
          />
        </Choice>
        {belongsToCar ? (
          <Choice
            label="Car"
            id={`${ids}-car`}
            hint={
              setup.mapping.car !== null && setup.mapping.car !== undefined
                ? 'For rows whose car column is blank; other rows go to the car they name.'
                : 'Every row goes to this car.'
            }
          >
            <Select
              aria-labelledby={`${ids}-car`}
              options={cars.map(({ id, vehicle }) => ({ value: id, label: vehicle.name }))}
              placeholder={cars.length === 0 ? 'No cars yet: map a car column' : 'Choose a car'}
              value={carId}
              onValueChange={setCarId}
            />
          </Choice>
        ) : null}
        <Choice
          label="Dates are written"
          id={`${ids}-dates`}
          hint="ISO dates (2025-03-09) are always read as such."
        >
          <Select
            aria-labelledby={`${ids}-dates`}
            options={DATE_ORDERS.map((order) => ({
              value: order,
              label: DATE_ORDER_LABELS[order],
            }))}
            value={setup.dateOrder}
            onValueChange={(value) =>
              value && setSetup({ ...setup, dateOrder: value as DateOrder })
            }
          />
        </Choice>
        {setup.type === 'fuel' ? (
          <Choice label="Amounts are in" id={`${ids}-unit`} hint={unitHint(toImport, economies)}>
            <Select
              aria-labelledby={`${ids}-unit`}
              options={FUEL_UNITS.map((unit) => ({ value: unit, label: FUEL_UNIT_LABELS[unit] }))}
              value={fuelUnit}
              onValueChange={(value) => value && setChosenUnit(value as FuelUnit)}
            />
          </Choice>
        ) : null}
      </div>

      <ColumnMappingStep
        fields={CSV_FIELDS[setup.type]}
        headers={table.headers}
        mapping={setup.mapping}
        firstRow={table.rows[0]!.cells}
        onChange={(mapping) => setSetup({ ...setup, mapping })}
      />

      <div aria-busy={checking || undefined} className="space-y-6">
        {checking ? <Loading label="Checking the rows" /> : null}
        <CsvPreview
          type={setup.type}
          rows={toImport}
          data={data}
          newCars={newCars}
          economies={economies}
        />

        {current.errors.length > 0 || table.problems.length > 0 ? (
          <ImportNotice
            tone="warning"
            title={`${plural(current.errors.length, ['row', 'rows'])} cannot be imported`}
            data-testid="row-errors"
          >
            <p>Fix them in the file and import it again, or change the columns above.</p>
            <ProblemList
              items={[...table.problems, ...current.errors].map(
                (error) => `Line ${error.line}: ${error.message}`,
              )}
            />
          </ImportNotice>
        ) : null}

        {duplicates > 0 ? (
          <ImportNotice
            tone="warning"
            title={`${plural(duplicates, ['row looks', 'rows look'])} like records you have`}
            data-testid="duplicate-warning"
          >
            <ProblemList
              items={current.rows
                .filter((row) => row.duplicate)
                .map((row) => `Line ${row.line}: ${row.duplicate}`)}
            />
            <label className="flex items-center gap-2 pt-1 text-fg">
              <input
                type="checkbox"
                checked={skipDuplicates}
                onChange={(event) => setSkipDuplicates(event.currentTarget.checked)}
                className="size-4 accent-primary"
              />
              Skip them
            </label>
          </ImportNotice>
        ) : null}

        {newCars.length > 0 ? (
          <ImportNotice
            tone="info"
            title={`${plural(newCars.length, ['car is', 'cars are'])} not in your garage`}
          >
            <p>{`Importing adds ${newCars.map((car) => car.vehicle.name).join(', ')}.`}</p>
            <div className="flex flex-wrap items-center gap-2 pt-1">
              <span id={`${ids}-newunit`}>Their odometers count</span>
              <Select
                aria-labelledby={`${ids}-newunit`}
                className="w-48"
                options={ODOMETER_UNITS.map((unit) => ({
                  value: unit,
                  label: ODOMETER_UNIT_LABELS[unit],
                }))}
                value={newCarUnit}
                onValueChange={(value) => value && setNewCarUnit(value as OdometerUnit)}
              />
            </div>
          </ImportNotice>
        ) : null}
      </div>

      {saving !== null ? (
        <SavingProgress saved={saving} total={newCars.length + toImport.length} />
      ) : null}
      <ImportActions
        label={importLabel}
        disabled={checking || toImport.length === 0 || saving !== null}
        onImport={() => void importRows()}
        onCancel={onReset}
        cancelDisabled={saving !== null}
      />
    </div>
  );
}

/**
 * Said under "Amounts are in": the economy the first rows make at the unit chosen, so a
 * wrong unit shows there (where a phone shows it) as well as in the preview.
 */
function unitHint(rows: readonly MappedRow[], economies: ReadonlyMap<string, string> | undefined) {
  const first = rows.flatMap((row) => economies?.get(row.id) ?? []).slice(0, UNIT_ECONOMIES);
  return `Unless a unit column says otherwise.${
    first.length > 0 ? ` Economy of the first rows: ${first.join(', ')}.` : ''
  }`;
}
