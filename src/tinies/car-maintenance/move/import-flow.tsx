import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ImportNotice } from '@/kit/io/import-notice.tsx';
import { StageHeading } from '@/kit/io/stage-heading.tsx';
import {
  ODOMETER_UNIT_LABELS,
  ODOMETER_UNITS,
  FUEL_UNIT_LABELS,
  FUEL_UNITS,
  serviceTitle,
  type FuelEntry,
  type FuelUnit,
  type OdometerUnit,
  type Service,
} from '@/shared/car-maintenance/car-maintenance-schema.ts';
import {
  CSV_PRESETS,
  detectPreset,
  presetById,
  presetMapping,
} from '@/shared/car-maintenance/csv-presets.ts';
import {
  CSV_FIELDS,
  CSV_RECORD_LABELS,
  CSV_RECORD_TYPES,
  guessMapping,
  planCsvImport,
  type ColumnMapping,
  type CsvRecordType,
  type MappedRow,
} from '@/shared/car-maintenance/csv-records.ts';
import type { CsvTable } from '@/shared/car-maintenance/csv-table.ts';
import {
  DATE_ORDER_LABELS,
  DATE_ORDERS,
  guessDateOrder,
  type DateOrder,
} from '@/shared/car-maintenance/csv-values.ts';
import {
  clashingIds,
  COLLECTION_NOUNS,
  EXPORT_COLLECTIONS,
  looksLikeToolExport,
  planImport,
  readToolExport,
  recordCount,
  type ClashChoice,
  type ExistingIds,
  type ReadExport,
  type ToolData,
} from '@/shared/car-maintenance/tool-export.ts';
import { Button, buttonVariants } from '@/ui/button.tsx';
import { Loading } from '@/ui/loading.tsx';
import { Select } from '@/ui/select.tsx';
import { hrefFor } from '../car-links.ts';
import { useMoney } from '../money.ts';
import { vehicles } from '../use-car-data.ts';
import { writeMany, type MovePaths } from './move-writes.ts';
import { readCsvOffThread } from './read-csv-off-thread.ts';

export interface ImportFlowProps {
  fileName: string;
  text: string;
  data: ToolData;
  paths: MovePaths;
  /** Back to choosing a file. */
  onReset: () => void;
}

/** Rows shown in the preview; the import takes them all. */
const PREVIEW_ROWS = 10;
/** Problems listed one by one; the rest are counted. */
const LISTED_PROBLEMS = 50;

const plural = (count: number, [one, many]: readonly [string, string]) =>
  `${count} ${count === 1 ? one : many}`;

/** The file chosen: this tool's JSON export, or a CSV to map. */
export default function ImportFlow(props: ImportFlowProps) {
  const json = looksLikeToolExport(props.text) || /\.json$/i.test(props.fileName);
  return json ? <JsonImport {...props} /> : <CsvImport {...props} />;
}

interface Done {
  title: string;
  text: string;
  link: { href: string; label: string };
}

function Summary({ done, onReset }: { done: Done; onReset: () => void }) {
  return (
    <div className="space-y-3" data-testid="import-summary">
      <StageHeading eyebrow="Done">{done.title}</StageHeading>
      <p className="text-sm text-muted-fg">{done.text}</p>
      <div className="flex flex-wrap gap-2">
        <Link to={done.link.href} className={buttonVariants()}>
          {done.link.label}
        </Link>
        <Button variant="outline" onClick={onReset}>
          Import another file
        </Button>
      </div>
    </div>
  );
}

function ProblemList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-0.5 pl-5 break-words">
      {items.slice(0, LISTED_PROBLEMS).map((item, index) => (
        <li key={index}>{item}</li>
      ))}
      {items.length > LISTED_PROBLEMS ? (
        <li>{`and ${items.length - LISTED_PROBLEMS} more`}</li>
      ) : null}
    </ul>
  );
}

// ————————————————————————————————————————— JSON

function JsonImport({ fileName, text, data, paths, onReset }: ImportFlowProps) {
  const [params] = useSearchParams();
  const read = useMemo(() => readToolExport(text), [text]);
  const [choice, setChoice] = useState<ClashChoice>('keep-both');
  const [done, setDone] = useState<Done | null>(null);
  const choiceName = useId();

  if (done) return <Summary done={done} onReset={onReset} />;
  if (!read.ok) {
    return (
      <div className="space-y-3">
        <ImportNotice tone="error" role="alert" title={`${fileName} cannot be imported`}>
          <p>{read.message}</p>
        </ImportNotice>
        <Button variant="outline" onClick={onReset}>
          Choose another file
        </Button>
      </div>
    );
  }
  const { data: incoming, problems } = read.read;
  const existing: ExistingIds = Object.fromEntries(
    EXPORT_COLLECTIONS.map((name) => [name, new Set(Object.keys(data[name]))]),
  );
  const clashes = clashingIds(incoming, existing);
  const count = recordCount(incoming);

  function importAll(source: ReadExport['data']) {
    const plan = planImport(source, existing, clashes > 0 ? choice : 'replace', () =>
      vehicles.newId(),
    );
    for (const name of EXPORT_COLLECTIONS) {
      const path = paths[name];
      const writes = plan.writes.filter((write) => write.collection === name);
      if (!path || writes.length === 0) continue;
      writeMany(
        path,
        writes.map((write) => [write.id, write.value] as const),
      );
    }
    const written = plan.writes.length;
    setDone({
      title: `Imported ${plural(written, ['record', 'records'])}`,
      text:
        [
          plan.renamed > 0 ? `${plural(plan.renamed, ['record', 'records'])} kept as copies.` : '',
          plan.kept > 0 ? 'Your own settings were kept.' : '',
          problems.length > 0
            ? `${plural(problems.length, ['record', 'records'])} could not be imported.`
            : '',
        ]
          .filter(Boolean)
          .join(' ') || 'Everything in the file is here now.',
      link: { href: hrefFor({ kind: 'home' }, params), label: 'See the service history' },
    });
  }

  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <StageHeading eyebrow="Check before importing">{fileName}</StageHeading>
        <p className="text-sm text-muted-fg">
          {read.read.exportedAt
            ? `A Car Maintenance Tracker export from ${new Date(read.read.exportedAt).toLocaleString()}.`
            : 'A Car Maintenance Tracker export.'}
        </p>
      </div>
      <ul
        className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4"
        aria-label="Records in the file"
      >
        {EXPORT_COLLECTIONS.map((name) => (
          <li key={name} className="rounded-lg bg-muted px-3 py-2">
            {plural(Object.keys(incoming[name]).length, COLLECTION_NOUNS[name])}
          </li>
        ))}
      </ul>
      {problems.length > 0 ? (
        <ImportNotice
          tone="warning"
          title={`${plural(problems.length, ['record', 'records'])} cannot be imported`}
        >
          <p>The others can: these are left out.</p>
          <ProblemList
            items={problems.map(
              (problem) =>
                `${problem.collection}${problem.id ? ` ${problem.id}` : ''}: ${problem.message}`,
            )}
          />
        </ImportNotice>
      ) : null}
      {clashes > 0 ? (
        <fieldset className="space-y-2 rounded-lg border border-border p-3">
          <legend className="px-1 text-sm font-semibold">
            {`${plural(clashes, ['record', 'records'])} of the file ${clashes === 1 ? 'is' : 'are'} here already`}
          </legend>
          {(
            [
              ['keep-both', 'Keep both: add the file’s records as copies'],
              ['replace', 'Replace mine with the file’s records'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={choiceName}
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
                className="size-4 accent-primary"
              />
              {label}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button disabled={count === 0} onClick={() => importAll(incoming)}>
          {`Import ${plural(count, ['record', 'records'])}`}
        </Button>
        <Button variant="outline" onClick={onReset}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

// ————————————————————————————————————————— CSV

const NOT_IMPORTED = 'none';

/** The record type a file seems to hold, by its headers. */
function guessType(headers: readonly string[]): CsvRecordType {
  const fuelly = guessMapping('fuel', headers);
  const service = guessMapping('services', headers);
  const fuelHits = ['amount', 'full', 'partial', 'price'].filter((key) => fuelly[key] !== null);
  const serviceHits = ['type', 'title', 'shop', 'labourCost'].filter(
    (key) => service[key] !== null,
  );
  return fuelHits.length > serviceHits.length ? 'fuel' : 'services';
}

function CsvImport({ fileName, text, data, paths, onReset }: ImportFlowProps) {
  const [table, setTable] = useState<CsvTable | null>(null);
  useEffect(() => {
    let current = true;
    void readCsvOffThread(text).then((read) => {
      if (current) setTable(read);
    });
    return () => {
      current = false;
    };
  }, [text]);
  if (!table) return <Loading label="Reading the file" />;
  if (table.headers.length === 0 || table.rows.length === 0) {
    return (
      <div className="space-y-3">
        <ImportNotice tone="error" role="alert" title={`${fileName} cannot be imported`}>
          <p>
            No rows found: the first line should name the columns and each line after it hold one
            record.
          </p>
        </ImportNotice>
        <Button variant="outline" onClick={onReset}>
          Choose another file
        </Button>
      </div>
    );
  }
  return (
    <CsvMapping fileName={fileName} table={table} data={data} paths={paths} onReset={onReset} />
  );
}

interface Setup {
  type: CsvRecordType;
  presetId: string;
  mapping: ColumnMapping;
  dateOrder: DateOrder;
  fuelUnit: FuelUnit;
}

function setupFor(
  table: CsvTable,
  type: CsvRecordType,
  presetId: string,
  fallbackUnit: FuelUnit,
): Setup {
  const preset = presetById(presetId);
  const mapping = preset ? presetMapping(preset, table.headers) : guessMapping(type, table.headers);
  const dateColumn = mapping.date;
  const dates =
    dateColumn === null || dateColumn === undefined
      ? []
      : table.rows.map((row) => row.cells[dateColumn] ?? '');
  return {
    type,
    presetId,
    mapping,
    dateOrder: guessDateOrder(dates, preset?.dateOrder ?? 'mdy'),
    fuelUnit: preset?.fuelUnit?.(table.headers) ?? fallbackUnit,
  };
}

function CsvMapping({
  fileName,
  table,
  data,
  paths,
  onReset,
}: Omit<ImportFlowProps, 'text'> & { table: CsvTable }) {
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
    return setupFor(
      table,
      preset?.type ?? guessType(table.headers),
      preset?.id ?? NOT_IMPORTED,
      'L',
    );
  });
  const [carId, setCarId] = useState<string | null>(cars.length === 1 ? cars[0]!.id : null);
  const [newCarUnit, setNewCarUnit] = useState<OdometerUnit>(setup.fuelUnit === 'L' ? 'km' : 'mi');
  const [skipDuplicates, setSkipDuplicates] = useState(true);
  const [done, setDone] = useState<Done | null>(null);
  const ids = useId();

  const plan = useMemo(
    () =>
      planCsvImport(
        table.rows,
        {
          type: setup.type,
          mapping: setup.mapping,
          dateOrder: setup.dateOrder,
          carId,
          fuelUnit: setup.fuelUnit,
          newCar: { odometerUnit: newCarUnit, fuelType: 'petrol' },
        },
        {
          vehicles: cars,
          locations: Object.entries(data.locations).map(([id, location]) => ({ id, location })),
          services: Object.values(data.services),
          fuel: Object.values(data.fuel),
          newId: () => vehicles.newId(),
          now: new Date().toISOString(),
        },
      ),
    [table, setup, carId, newCarUnit, cars, data.locations, data.services, data.fuel],
  );

  if (done) return <Summary done={done} onReset={onReset} />;

  const duplicates = plan.rows.filter((row) => row.duplicate).length;
  const toImport = skipDuplicates ? plan.rows.filter((row) => !row.duplicate) : plan.rows;
  const usedCars = new Set(toImport.map((row) => row.value.vehicleId));
  const newCars = plan.newCars.filter((car) => usedCars.has(car.id));
  const nouns =
    setup.type === 'services'
      ? (['service', 'services'] as const)
      : (['fill-up', 'fill-ups'] as const);
  const fields = CSV_FIELDS[setup.type];
  const columnOptions = [
    { value: NOT_IMPORTED, label: 'Not imported' },
    ...table.headers.map((header, index) => ({
      value: String(index),
      label: header || `Column ${index + 1}`,
    })),
  ];
  const presets = CSV_PRESETS.filter((preset) => preset.type === setup.type);
  const firstRow = table.rows[0]!;

  function importRows() {
    const vehiclesPath = paths.vehicles;
    const recordsPath = paths[setup.type];
    if (!vehiclesPath || !recordsPath) return;
    if (newCars.length > 0) {
      writeMany(
        vehiclesPath,
        newCars.map((car) => [car.id, car.vehicle] as const),
      );
    }
    writeMany(
      recordsPath,
      toImport.map((row) => [row.id, row.value] as const),
    );
    setDone({
      title: `Imported ${plural(toImport.length, nouns)}`,
      text:
        [
          newCars.length > 0 ? `Added ${plural(newCars.length, ['car', 'cars'])}.` : '',
          plan.errors.length > 0
            ? `${plural(plan.errors.length, ['row', 'rows'])} with problems left out.`
            : '',
          skipDuplicates && duplicates > 0
            ? `${plural(duplicates, ['row', 'rows'])} you already had skipped.`
            : '',
        ]
          .filter(Boolean)
          .join(' ') || `From ${fileName}.`,
      link:
        setup.type === 'services'
          ? { href: hrefFor({ kind: 'home' }, params), label: 'See the service history' }
          : { href: hrefFor({ kind: 'fuel' }, params), label: 'See the fuel log' },
    });
  }

  const importLabel = `Import ${plural(toImport.length, nouns)}${
    newCars.length > 0 ? ` and add ${plural(newCars.length, ['car', 'cars'])}` : ''
  }`;

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <StageHeading eyebrow="Choose what each column holds">{fileName}</StageHeading>
        <p className="text-sm text-muted-fg">
          {`${plural(table.rows.length, ['row', 'rows'])}, ${plural(table.headers.length, ['column', 'columns'])}. Nothing is saved until you press Import.`}
        </p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
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
              setSetup(setupFor(table, value as CsvRecordType, NOT_IMPORTED, setup.fuelUnit));
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
            onValueChange={(value) =>
              setSetup(setupFor(table, setup.type, value ?? NOT_IMPORTED, setup.fuelUnit))
            }
          />
        </Choice>
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
          <Choice
            label="Amounts are in"
            id={`${ids}-unit`}
            hint="Unless a unit column says otherwise."
          >
            <Select
              aria-labelledby={`${ids}-unit`}
              options={FUEL_UNITS.map((unit) => ({ value: unit, label: FUEL_UNIT_LABELS[unit] }))}
              value={setup.fuelUnit}
              onValueChange={(value) =>
                value && setSetup({ ...setup, fuelUnit: value as FuelUnit })
              }
            />
          </Choice>
        ) : null}
      </div>

      <div className="space-y-2">
        <h3 className="font-semibold" id={`${ids}-columns`}>
          Columns
        </h3>
        <div className="overflow-x-auto">
          <table className="w-full text-sm" aria-labelledby={`${ids}-columns`}>
            <thead>
              <tr className="text-left text-muted-fg">
                <th scope="col" className="py-1 pr-3 font-medium">
                  Field
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Column
                </th>
                <th scope="col" className="py-1 font-medium">
                  First row
                </th>
              </tr>
            </thead>
            <tbody>
              {fields.map((field) => {
                const column = setup.mapping[field.key] ?? null;
                return (
                  <tr key={field.key} className="border-t border-border">
                    <th
                      scope="row"
                      className="py-2 pr-3 text-left font-normal"
                      id={`${ids}-f-${field.key}`}
                    >
                      {field.label}
                      {field.required ? <span className="text-muted-fg"> (required)</span> : null}
                    </th>
                    <td className="min-w-44 py-2 pr-3">
                      <Select
                        aria-label={`Column for ${field.label}`}
                        options={columnOptions}
                        value={column === null ? NOT_IMPORTED : String(column)}
                        onValueChange={(value) =>
                          setSetup({
                            ...setup,
                            mapping: {
                              ...setup.mapping,
                              [field.key]:
                                value === null || value === NOT_IMPORTED ? null : Number(value),
                            },
                          })
                        }
                      />
                    </td>
                    <td className="max-w-48 truncate py-2 text-muted-fg">
                      {column === null ? '' : (firstRow.cells[column] ?? '')}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>

      <Preview type={setup.type} rows={toImport} data={data} newCars={newCars} />

      {plan.errors.length > 0 || table.problems.length > 0 ? (
        <ImportNotice
          tone="warning"
          title={`${plural(plan.errors.length, ['row', 'rows'])} cannot be imported`}
          data-testid="row-errors"
        >
          <p>Fix them in the file and import it again, or change the columns above.</p>
          <ProblemList
            items={[...table.problems, ...plan.errors].map(
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
            items={plan.rows
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

      <div className="flex flex-wrap gap-2">
        <Button disabled={toImport.length === 0} onClick={importRows}>
          {importLabel}
        </Button>
        <Button variant="outline" onClick={onReset}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

function Choice({
  label,
  id,
  hint,
  children,
}: {
  label: string;
  id: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <span id={id} className="block text-sm font-medium">
        {label}
      </span>
      {children}
      {hint ? <p className="text-xs text-muted-fg">{hint}</p> : null}
    </div>
  );
}

function Preview({
  type,
  rows,
  data,
  newCars,
}: {
  type: CsvRecordType;
  rows: readonly MappedRow[];
  data: ToolData;
  newCars: readonly { id: string; vehicle: { name: string } }[];
}) {
  const id = useId();
  const money = useMoney();
  const carName = (vehicleId: string) =>
    data.vehicles[vehicleId]?.name ??
    newCars.find((car) => car.id === vehicleId)?.vehicle.name ??
    '';
  const shown = rows.slice(0, PREVIEW_ROWS);
  const headers =
    type === 'services'
      ? ['Line', 'Car', 'Date', 'Service', 'Odometer', 'Cost', 'Notes']
      : ['Line', 'Car', 'Date', 'Odometer', 'Amount', 'Cost', 'Full'];
  return (
    <div className="space-y-2">
      <h3 className="font-semibold" id={id}>
        {rows.length > PREVIEW_ROWS
          ? `Preview: the first ${PREVIEW_ROWS} of ${rows.length} rows, as they will be saved`
          : 'Preview, as they will be saved'}
      </h3>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-fg">
          No row can be imported yet: choose the columns and the car above.
        </p>
      ) : (
        // A region that takes focus, so the keyboard can scroll a wide table on a phone.
        <div
          role="region"
          aria-labelledby={id}
          tabIndex={0}
          className="overflow-x-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring"
        >
          <table className="w-full text-sm" aria-labelledby={id} data-testid="import-preview">
            <thead className="bg-muted text-left">
              <tr>
                {headers.map((header) => (
                  <th key={header} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => {
                const cells =
                  type === 'services'
                    ? serviceCells(row.value as Service, money.format)
                    : fillCells(row.value as FuelEntry, money.format);
                return (
                  <tr key={row.line} className="border-t border-border align-top">
                    <td className="px-3 py-2">
                      {row.line}
                      {row.duplicate ? (
                        <span className="sr-only"> (looks like a duplicate)</span>
                      ) : null}
                    </td>
                    <td className="px-3 py-2">{carName(row.value.vehicleId)}</td>
                    {cells.map((cell, index) => (
                      <td key={index} className="max-w-56 px-3 py-2 break-words">
                        {cell}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

type Format = (amount: number) => string;

const serviceCells = (service: Service, format: Format) => [
  service.date,
  service.type === 'custom'
    ? serviceTitle(service)
    : `${serviceTitle(service)}${service.title ? `: ${service.title}` : ''}`,
  service.odometer === undefined ? '' : service.odometer.toLocaleString(),
  service.lineItems.length === 0
    ? ''
    : format(service.lineItems.reduce((sum, line) => sum + line.amount, 0)),
  service.notes ?? '',
];

const fillCells = (fill: FuelEntry, format: Format) => [
  fill.date,
  fill.odometer.toLocaleString(),
  `${fill.amount.toLocaleString()} ${fill.unit}`,
  fill.cost === undefined ? '' : format(fill.cost),
  fill.full ? 'Yes' : 'No',
];
