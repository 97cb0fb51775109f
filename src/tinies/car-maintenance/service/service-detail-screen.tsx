import { FileText, Pencil, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { fileUrl } from '@/kit/file-url.ts';
import {
  LINE_ITEM_KIND_LABELS,
  ROUTINE_TYPE_LABELS,
  serviceTitle,
  serviceTotal,
  type Service,
} from '@/shared/car-maintenance/car-model.ts';
import { formatSize } from '@/shared/format-size.ts';
import { Badge } from '@/ui/badge.tsx';
import { Button, buttonVariants } from '@/ui/button.tsx';
import { useDialogs } from '@/ui/dialogs-provider.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { BackTo, CarGate, GATE_WORDS } from '../car-gate.tsx';
import { hrefFor } from '../car-links.ts';
import { formatDay, formatOdometer, partLabel } from '../history/service-format.ts';
import { useMoney } from '../money.ts';
import { AmountTable } from './amount-table.tsx';
import {
  issues as issueWrites,
  nowStamp,
  services,
  useCustomParts,
  useIssues,
  useLocation,
  useService,
  useVehicle,
} from '../use-car-data.ts';

/** One service: what was done, where, for how much, the parts, files and issues it closed. */
export default function ServiceDetailScreen({ id }: { id: string }) {
  const state = useService(id);
  return (
    <CarGate
      state={state}
      words={GATE_WORDS.service}
      back={{ view: { kind: 'home' }, label: 'Back to the history' }}
    >
      {(entry) => <ServiceDetail id={entry.id} service={entry.service} path={state.path} />}
    </CarGate>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-muted-fg uppercase">{label}</dt>
      <dd className="mt-1 break-words">{children}</dd>
    </div>
  );
}

function ServiceDetail({
  id,
  service,
  path,
}: {
  id: string;
  service: Service;
  path: string | null;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { confirm } = useDialogs();
  const toast = useToast();
  const money = useMoney();
  const car = useVehicle(service.vehicleId).entry;
  const shop = useLocation(service.locationId ?? null).entry;
  const custom = useCustomParts().entries;
  const allIssues = useIssues();
  const issues = allIssues.entries.filter((entry) => service.issueIds.includes(entry.id));
  const title = serviceTitle(service);
  const unit = car?.vehicle.odometerUnit ?? 'mi';

  async function remove() {
    if (!path) return;
    const sure = await confirm({
      title: `Delete “${title}”?`,
      message: `The ${formatDay(service.date)} service${car ? ` of ${car.vehicle.name}` : ''} leaves your history.`,
      confirmText: 'Delete service',
      cancelText: 'Keep it',
      destructive: true,
    });
    if (!sure) return;
    // The issues it resolved are open again, until an undo puts the service back.
    const issuesPath = allIssues.path;
    const reopened = allIssues.entries.filter(
      (entry) => entry.issue.status === 'resolved' && entry.issue.resolvedBy === id,
    );
    const mark = (resolved: boolean) => {
      if (!issuesPath) return;
      for (const entry of reopened) {
        issueWrites.update(issuesPath, entry.id, {
          status: resolved ? 'resolved' : 'open',
          resolvedBy: resolved ? id : null,
          updatedAt: nowStamp(),
        });
      }
    };
    services.remove(path, id);
    mark(false);
    void navigate(hrefFor({ kind: 'home' }, params));
    toast({
      title: 'Service deleted',
      description: title,
      action: {
        label: 'Undo',
        onClick: () => {
          services.save(path, id, service);
          mark(true);
        },
      },
      duration: 10_000,
    });
  }

  return (
    <article aria-labelledby="service-title" className="space-y-8">
      <header className="space-y-3">
        <BackTo view={{ kind: 'home' }}>Back to the history</BackTo>
        <h2 id="service-title" className="text-2xl font-semibold break-words">
          {title}
        </h2>
        {service.type === 'custom' ? null : service.title ? (
          <p className="text-muted-fg">
            {ROUTINE_TYPE_LABELS[service.type]}: {service.title}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Link
            to={hrefFor({ kind: 'service-edit', id }, params)}
            className={buttonVariants({ variant: 'outline' })}
          >
            <Pencil aria-hidden="true" />
            Edit
          </Link>
          <Button variant="outline" onClick={() => void remove()}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
          <Link
            to={hrefFor({ kind: 'new-service' }, params, { 'for-car': service.vehicleId })}
            className={buttonVariants({ variant: 'tertiary' })}
          >
            <Plus aria-hidden="true" />
            Log another for this car
          </Link>
        </div>
      </header>

      <dl className="grid gap-5 rounded-2xl border border-border bg-card p-5 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label="Car">
          {car ? (
            <Link
              to={hrefFor({ kind: 'car', id: service.vehicleId }, params)}
              className="text-primary underline-offset-4 hover:underline"
            >
              {car.vehicle.name}
            </Link>
          ) : (
            'A deleted car'
          )}
        </Fact>
        <Fact label="Date">
          <time dateTime={service.date}>{formatDay(service.date)}</time>
        </Fact>
        <Fact label="Odometer">
          {service.odometer === undefined ? 'Not noted' : formatOdometer(service.odometer, unit)}
        </Fact>
        <Fact label="Shop">
          {service.locationId && shop ? (
            <Link
              to={hrefFor({ kind: 'shop', id: service.locationId }, params)}
              className="text-primary underline-offset-4 hover:underline"
            >
              {shop.location.name}
            </Link>
          ) : service.locationId ? (
            'A deleted shop'
          ) : (
            'None'
          )}
        </Fact>
      </dl>

      <section aria-labelledby="service-cost" className="space-y-3">
        <h3 id="service-cost" className="text-lg font-semibold">
          Cost
        </h3>
        {service.lineItems.length === 0 ? (
          <p className="text-muted-fg">No cost noted.</p>
        ) : (
          <div className="overflow-x-auto">
            <AmountTable
              rows={service.lineItems}
              rowKey={(_, index) => index}
              columns={[
                { header: 'For', cell: (line) => LINE_ITEM_KIND_LABELS[line.kind] },
                { header: 'Description', cell: (line) => line.description ?? '' },
                { header: 'Amount', numeric: true, cell: (line) => money.format(line.amount) },
              ]}
              totals={[
                {
                  key: 'total',
                  label: 'Total',
                  amount: money.format(serviceTotal(service)),
                  grand: true,
                },
              ]}
            />
          </div>
        )}
      </section>

      <section aria-labelledby="service-parts" className="space-y-3">
        <h3 id="service-parts" className="text-lg font-semibold">
          Parts
        </h3>
        {service.parts.length === 0 ? (
          <p className="text-muted-fg">No parts noted.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {service.parts.map((tag) => (
              <li key={tag.part}>
                <Link
                  to={`${hrefFor({ kind: 'home' })}?parts=${encodeURIComponent(tag.part)}`}
                  className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <Badge tone="muted">{partLabel(tag.part, custom)}</Badge>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      {service.notes ? (
        <section aria-labelledby="service-notes" className="space-y-3">
          <h3 id="service-notes" className="text-lg font-semibold">
            Notes
          </h3>
          <p className="whitespace-pre-wrap">{service.notes}</p>
        </section>
      ) : null}

      {service.attachments.length > 0 ? (
        <section aria-labelledby="service-files" className="space-y-3">
          <h3 id="service-files" className="text-lg font-semibold">
            Attachments
          </h3>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {service.attachments.map((file) => (
              <li key={file.fileId}>
                <a
                  href={fileUrl(file.fileId)}
                  target="_blank"
                  rel="noreferrer"
                  className="flex items-center gap-3 rounded-lg border border-border bg-card p-2 hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {file.type.startsWith('image/') ? (
                    <img
                      src={fileUrl(file.fileId)}
                      alt=""
                      loading="lazy"
                      className="size-16 shrink-0 rounded object-cover"
                    />
                  ) : (
                    <FileText aria-hidden="true" className="size-8 shrink-0 text-muted-fg" />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium">{file.name}</span>
                    <span className="text-xs text-muted-fg">{formatSize(file.size)}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {issues.length > 0 ? (
        <section aria-labelledby="service-issues" className="space-y-3">
          <h3 id="service-issues" className="text-lg font-semibold">
            Issues this service fixed
          </h3>
          <ul className="list-disc space-y-1 pl-5">
            {issues.map((entry) => (
              <li key={entry.id}>
                <Link
                  to={hrefFor({ kind: 'issue', id: entry.id }, params)}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {entry.issue.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
