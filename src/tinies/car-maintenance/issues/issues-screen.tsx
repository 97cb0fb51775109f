import { Plus, Wrench } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '@/kit/load-failed.tsx';
import type { OdometerUnit } from '@/shared/car-maintenance/car-model.ts';
import { formatReading } from '@/shared/car-maintenance/reminders.ts';
import { buttonVariants } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { Label } from '@/ui/label.tsx';
import { Loading } from '@/ui/loading.tsx';
import { Select } from '@/ui/select.tsx';
import { hrefFor } from '../car-links.ts';
import { useIssues, useVehicles, type IssueEntry } from '../use-car-data.ts';
import { formatCalendarDay, IssueStatusBadge } from './issue-status-badge.tsx';

const ALL = 'all';

/** Things to fix: open ones first, resolved below, for every car or one. */
export default function IssuesScreen() {
  const [params] = useSearchParams();
  const issues = useIssues();
  const cars = useVehicles();
  const [carFilter, setCarFilter] = useState<string>(ALL);

  const header = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-2xl font-semibold">Issues</h2>
      <Link
        to={hrefFor(
          { kind: 'new-issue' },
          params,
          carFilter === ALL ? {} : { 'for-car': carFilter },
        )}
        className={buttonVariants()}
      >
        <Plus aria-hidden="true" />
        Add an issue
      </Link>
    </div>
  );

  if (issues.status === 'loading' || cars.status === 'loading') {
    return (
      <div className="space-y-6">
        {header}
        <Loading label="Loading your issues" />
      </div>
    );
  }
  if (issues.status === 'error' || cars.status === 'error') {
    return (
      <div className="space-y-6">
        {header}
        <LoadFailed
          title="Your issues could not be loaded"
          message={(issues.error ?? cars.error)?.message}
        />
      </div>
    );
  }

  const carName = new Map(cars.entries.map((car) => [car.id, car.vehicle]));
  const shown = issues.entries
    .filter((entry) => carFilter === ALL || entry.issue.vehicleId === carFilter)
    .sort((a, b) =>
      (a.issue.noticedDate ?? a.issue.createdAt) < (b.issue.noticedDate ?? b.issue.createdAt)
        ? 1
        : -1,
    );
  const open = shown.filter((entry) => entry.issue.status === 'open');
  const resolved = shown.filter((entry) => entry.issue.status === 'resolved');

  return (
    <div className="space-y-6">
      {header}
      {issues.entries.length === 0 ? (
        <EmptyState icon={<Wrench />} title="No issues">
          Noticed a noise, a warning light or a chip in the windscreen? Add it as an issue, then log
          the service that fixes it.
        </EmptyState>
      ) : (
        <>
          <div className="flex max-w-xs flex-col gap-2">
            <Label id="issues-car-label">Car</Label>
            <Select
              aria-labelledby="issues-car-label"
              options={[
                { value: ALL, label: 'All cars' },
                ...cars.entries.map((car) => ({ value: car.id, label: car.vehicle.name })),
              ]}
              value={carFilter}
              onValueChange={(value) => setCarFilter(value ?? ALL)}
            />
          </div>
          <IssueGroup
            id="issues-open"
            title={`Open (${open.length})`}
            entries={open}
            carName={carName}
            empty="Nothing to fix. Well done."
          />
          {resolved.length > 0 ? (
            <IssueGroup
              id="issues-resolved"
              title={`Resolved (${resolved.length})`}
              entries={resolved}
              carName={carName}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

function IssueGroup({
  id,
  title,
  entries,
  carName,
  empty,
}: {
  id: string;
  title: string;
  entries: IssueEntry[];
  carName: Map<string, { name: string; odometerUnit: OdometerUnit }>;
  empty?: string;
}) {
  const [params] = useSearchParams();
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-fg">{empty}</p>
      ) : (
        <ul className="divide-y divide-border rounded-xl border border-border bg-card px-4">
          {entries.map(({ id: issueId, issue }) => {
            const car = carName.get(issue.vehicleId);
            const noticed = [
              issue.noticedDate ? formatCalendarDay(issue.noticedDate) : null,
              issue.noticedOdometer !== undefined && car
                ? formatReading(issue.noticedOdometer, car.odometerUnit)
                : null,
            ].filter(Boolean);
            return (
              <li key={issueId} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
                <div className="min-w-0 flex-1">
                  <Link
                    to={hrefFor({ kind: 'issue', id: issueId }, params)}
                    className="font-medium underline-offset-4 hover:underline"
                  >
                    {issue.title}
                  </Link>
                  <p className="text-sm text-muted-fg">
                    {car?.name ?? 'Removed car'}
                    {noticed.length > 0 ? ` · first noticed ${noticed.join(' at ')}` : ''}
                  </p>
                </div>
                <IssueStatusBadge status={issue.status} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
