import { CloudOff } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EditorFrame } from '@/kit/editor/editor-frame.tsx';
import { useEditorDraft } from '@/kit/editor/use-editor-draft.ts';
import { readStored, writeStored } from '@/kit/use-stored-state.ts';
import {
  ROUTINE_TYPES,
  type Service,
  type ServiceType,
} from '@/shared/car-maintenance/car-model.ts';
import { latestReading, readingsOf } from '@/shared/car-maintenance/odometer.ts';
import { EmptyState } from '@/ui/empty-state.tsx';
import { Loading } from '@/ui/loading.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { BackTo, CarGate, GATE_WORDS } from '../car-gate.tsx';
import { hrefFor, type Prefill } from '../car-links.ts';
import { today } from '../history/service-format.ts';
import { useMoney } from '../money.ts';
import { NoCars } from '../no-cars.tsx';
import {
  issues as issueWrites,
  locations as locationWrites,
  nowStamp,
  services as serviceWrites,
  useCustomParts,
  useFuel,
  useIssues,
  useLocations,
  useReminders,
  useService,
  useServices,
  useVehicles,
} from '../use-car-data.ts';
import { draftOf, mergeParts, newLine, parseKeptDraft, type ServiceDraft } from './editor-model.ts';
import { ServiceEditorForm } from './service-editor-form.tsx';

/** The car last logged for on this device, offered first next time. */
export const LAST_CAR_KEY = 'car-maintenance:last-car';
const parseId = (value: unknown) => (typeof value === 'string' && value ? value : null);

const isServiceType = (value: string | undefined): value is ServiceType =>
  value === 'custom' || (ROUTINE_TYPES as readonly string[]).includes(value ?? '');

/**
 * A service's editor: a new one (prefilled from a car, a type, a reminder's "Done" or an
 * issue to resolve), an existing one (`id`), or the quick add for a phone (`quick`).
 */
export default function ServiceEditorScreen({
  id,
  prefill,
  quick = false,
}: {
  id?: string;
  prefill: Prefill;
  quick?: boolean;
}) {
  // Keyed: each is an editor of its own, with its own draft.
  if (id !== undefined) return <EditService key={id} id={id} />;
  return <NewService key={quick ? 'quick' : 'new'} prefill={prefill} quick={quick} />;
}

/** Everything the editor reads, and whether it is all here yet. */
function useEditorData() {
  const cars = useVehicles();
  const services = useServices();
  const fuel = useFuel();
  const shops = useLocations();
  const issues = useIssues();
  const reminders = useReminders();
  const custom = useCustomParts();
  const all = [cars, services, fuel, shops, issues, reminders, custom];
  const status = all.some((state) => state.status === 'error')
    ? 'error'
    : all.some((state) => state.status === 'loading')
      ? 'loading'
      : 'ready';
  const lastReading = useCallback(
    (vehicleId: string) =>
      latestReading(
        readingsOf(
          vehicleId,
          services.entries.map((entry) => entry.service),
          fuel.entries.map((entry) => entry.fill),
        ),
      ),
    [services.entries, fuel.entries],
  );
  return { cars, services, shops, issues, reminders, custom, status, lastReading };
}

type EditorData = ReturnType<typeof useEditorData>;

function Unavailable() {
  return (
    <EmptyState tone="muted" icon={<CloudOff />} title="Your records could not be loaded">
      Check your connection and try again.
    </EmptyState>
  );
}

function EditService({ id }: { id: string }) {
  const state = useService(id);
  const data = useEditorData();
  return (
    <CarGate
      state={state}
      words={GATE_WORDS.service}
      back={{ view: { kind: 'service', id }, label: 'Back to the service' }}
    >
      {(entry) =>
        data.status === 'loading' ? (
          <Loading label="Loading the editor" />
        ) : data.status === 'error' ? (
          <Unavailable />
        ) : (
          <Editor
            data={data}
            id={entry.id}
            initial={entry.service}
            start={draftOf(entry.service)}
            quick={false}
          />
        )
      }
    </CarGate>
  );
}

function NewService({ prefill, quick }: { prefill: Prefill; quick: boolean }) {
  const data = useEditorData();
  if (data.status === 'loading') return <Loading label="Loading the editor" />;
  if (data.status === 'error') return <Unavailable />;
  if (data.cars.entries.length === 0) {
    return (
      <NoCars title="Add a car first">
        A service belongs to a car: add your car, then log its services.
      </NoCars>
    );
  }
  return <Editor data={data} start={startDraft(data, prefill, quick)} quick={quick} />;
}

/** A new service's first state, from the prefill, the car last used here, and today. */
function startDraft(data: EditorData, prefill: Prefill, quick: boolean): ServiceDraft {
  const cars = data.cars.entries;
  const known = (vehicleId: string | null | undefined) =>
    vehicleId && cars.some((entry) => entry.id === vehicleId) ? vehicleId : undefined;
  const reminder = data.reminders.entries.find((entry) => entry.id === prefill['from-reminder']);
  const issue = data.issues.entries.find((entry) => entry.id === prefill['for-issue']);
  const active = cars.filter((entry) => !entry.vehicle.archived);
  const vehicleId =
    known(reminder?.reminder.vehicleId) ??
    known(issue?.issue.vehicleId) ??
    known(prefill['for-car']) ??
    known(readStored('local', LAST_CAR_KEY, parseId)) ??
    (active[0] ?? cars[0])?.id ??
    '';
  const forType = prefill['for-type'];
  const type: ServiceDraft['type'] =
    reminder?.reminder.type ?? (isServiceType(forType) ? forType : '');
  return {
    vehicleId,
    type,
    title: reminder?.reminder.type === 'custom' ? (reminder.reminder.title ?? '') : '',
    date: today(),
    odometer: String(data.lastReading(vehicleId)?.odometer ?? ''),
    lines: quick ? [newLine('other')] : [],
    locationId: '',
    parts: [],
    dismissedParts: [],
    notes: '',
    attachments: [],
    issueIds: issue ? [issue.id] : [],
    reminderId: reminder?.id,
  };
}

function Editor({
  data,
  id,
  initial,
  start,
  quick,
}: {
  data: EditorData;
  id?: string;
  initial?: Service;
  start: ServiceDraft;
  quick: boolean;
}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const toast = useToast();
  const money = useMoney();
  // The quick add keeps its own draft: it is a form of its own.
  const draft = useEditorDraft({
    key: data.services.path && `${data.services.path}/${id ?? (quick ? 'quick' : 'new')}`,
    start: undefined,
    parse: parseKeptDraft,
    noun: 'service',
  });
  // Archived cars are out of the way, unless this service is theirs.
  const cars = useMemo(
    () =>
      data.cars.entries.filter((entry) => !entry.vehicle.archived || entry.id === start.vehicleId),
    [data.cars.entries, start.vehicleId],
  );

  const addShop = useCallback(
    (name: string) => {
      const path = data.shops.path;
      const shopId = locationWrites.newId();
      if (path) {
        const now = nowStamp();
        locationWrites.save(path, shopId, { name, createdAt: now, updatedAt: now });
      }
      return shopId;
    },
    [data.shops.path],
  );

  function save(edited: Service) {
    const servicesPath = data.services.path;
    if (!servicesPath) return;
    const serviceId = id ?? serviceWrites.newId();
    const now = nowStamp();
    const was = new Set(initial?.issueIds ?? []);
    const linked = data.issues.entries.filter((entry) => edited.issueIds.includes(entry.id));
    const service: Service = {
      ...edited,
      parts: mergeParts(
        edited.parts,
        linked.filter((entry) => !was.has(entry.id)).flatMap((entry) => entry.issue.parts),
      ).slice(0, 100),
    };
    if (initial && id) {
      serviceWrites.edit(servicesPath, id, initial, service);
    } else {
      serviceWrites.save(servicesPath, serviceId, service);
    }
    const issuesPath = data.issues.path;
    if (issuesPath) {
      for (const entry of linked) {
        if (entry.issue.status === 'resolved' && entry.issue.resolvedBy === serviceId) continue;
        issueWrites.update(issuesPath, entry.id, {
          status: 'resolved',
          resolvedBy: serviceId,
          updatedAt: now,
        });
      }
      for (const issueId of was) {
        if (edited.issueIds.includes(issueId)) continue;
        issueWrites.update(issuesPath, issueId, {
          status: 'open',
          resolvedBy: null,
          updatedAt: now,
        });
      }
    }
    writeStored('local', LAST_CAR_KEY, service.vehicleId);
    draft.clear();
    if (quick) {
      void navigate(hrefFor({ kind: 'home' }, params));
      toast({
        title: 'Service logged',
        type: 'success',
        action: {
          label: 'View',
          onClick: () => void navigate(hrefFor({ kind: 'service', id: serviceId }, params)),
        },
      });
    } else {
      void navigate(hrefFor({ kind: 'service', id: serviceId }, params), { replace: !id });
    }
  }

  const leave = () => {
    draft.clear();
    if (id) void navigate(hrefFor({ kind: 'service', id }, params));
    else void navigate(hrefFor({ kind: 'home' }, params));
  };

  return (
    <EditorFrame
      back={
        <BackTo view={id ? { kind: 'service', id } : { kind: 'home' }}>
          {id ? 'Back to the service' : 'Back to the history'}
        </BackTo>
      }
      title={quick ? 'Quick add' : id ? 'Edit service' : 'Log a service'}
      draft={draft.offer}
    >
      <ServiceEditorForm
        key={draft.formKey}
        start={start}
        restored={draft.initial}
        initial={initial}
        quick={quick}
        cars={cars}
        shops={data.shops.entries}
        issues={data.issues.entries}
        lastReading={data.lastReading}
        canUpload={data.services.signedIn}
        format={money.format}
        submitLabel={quick ? 'Save' : id ? 'Save changes' : 'Save service'}
        onSubmit={save}
        onCancel={leave}
        onAddShop={addShop}
        onDraftChange={draft.track}
      />
    </EditorFrame>
  );
}
