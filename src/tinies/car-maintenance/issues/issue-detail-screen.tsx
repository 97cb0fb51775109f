import { CircleCheck, Pencil, RotateCcw, Trash2, Wrench } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { fileUrl } from '@/kit/file-url.ts';
import { partName } from '@/shared/car-maintenance/parts.ts';
import { formatReading } from '@/shared/car-maintenance/reminders.ts';
import { Button, buttonVariants } from '@/ui/button.tsx';
import { useDialogs } from '@/ui/dialogs-provider.tsx';
import { BackTo, CarGate, GATE_WORDS } from '../car-gate.tsx';
import { hrefFor } from '../car-links.ts';
import {
  issues,
  nowStamp,
  useCustomParts,
  useIssue,
  useVehicle,
  type IssueEntry,
} from '../use-car-data.ts';
import { formatCalendarDay, IssueStatusBadge } from './issue-status-badge.tsx';

/** One issue: what, which car, since when, its parts and photos, and what to do about it. */
export default function IssueDetailScreen({ id }: { id: string }) {
  const state = useIssue(id);
  return (
    <CarGate
      state={state}
      words={GATE_WORDS.issue}
      back={{ view: { kind: 'issues' }, label: 'Back to issues' }}
    >
      {(entry) => <IssueDetail entry={entry} path={state.path} />}
    </CarGate>
  );
}

function IssueDetail({ entry, path }: { entry: IssueEntry; path: string | null }) {
  const { id, issue } = entry;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { confirm } = useDialogs();
  const car = useVehicle(issue.vehicleId).entry?.vehicle;
  const custom = useCustomParts();
  const open = issue.status === 'open';

  function setStatus(status: 'open' | 'resolved') {
    if (path === null) return;
    issues.update(path, id, {
      status,
      ...(status === 'open' && issue.resolvedBy !== undefined && { resolvedBy: null }),
      updatedAt: nowStamp(),
    });
  }

  async function remove() {
    if (path === null) return;
    const ok = await confirm({
      title: 'Delete this issue?',
      message: `“${issue.title}” and its photos will be removed from your issues. Services that fixed it stay in the history.`,
      confirmText: 'Delete issue',
      destructive: true,
    });
    if (!ok) return;
    issues.remove(path, id);
    void navigate(hrefFor({ kind: 'issues' }, params), { replace: true });
  }

  const noticed = [
    issue.noticedDate ? formatCalendarDay(issue.noticedDate) : null,
    issue.noticedOdometer !== undefined && car
      ? `at ${formatReading(issue.noticedOdometer, car.odometerUnit)}`
      : null,
  ].filter(Boolean);

  return (
    <article className="space-y-6">
      <BackTo view={{ kind: 'issues' }}>Back to issues</BackTo>
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-2xl font-semibold">{issue.title}</h2>
          <IssueStatusBadge status={issue.status} />
        </div>
        <p className="text-muted-fg">
          {car ? (
            <Link
              to={hrefFor({ kind: 'car', id: issue.vehicleId }, params)}
              className="underline-offset-4 hover:underline"
            >
              {car.name}
            </Link>
          ) : (
            'Removed car'
          )}
          {noticed.length > 0 ? ` · first noticed ${noticed.join(' ')}` : ''}
        </p>
      </header>

      <div className="flex flex-wrap gap-2">
        {open ? (
          <Link
            to={hrefFor({ kind: 'new-service' }, params, { 'for-issue': id })}
            className={buttonVariants()}
          >
            <Wrench aria-hidden="true" />
            Fix it: log a service
          </Link>
        ) : null}
        <Button variant="outline" onClick={() => setStatus(open ? 'resolved' : 'open')}>
          {open ? <CircleCheck aria-hidden="true" /> : <RotateCcw aria-hidden="true" />}
          {open ? 'Mark resolved' : 'Reopen'}
        </Button>
        <Link
          to={hrefFor({ kind: 'issue-edit', id }, params)}
          className={buttonVariants({ variant: 'outline' })}
        >
          <Pencil aria-hidden="true" />
          Edit
        </Link>
        <Button variant="tertiary" onClick={() => void remove()}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>

      {issue.resolvedBy ? (
        <p>
          Resolved by{' '}
          <Link
            to={hrefFor({ kind: 'service', id: issue.resolvedBy }, params)}
            className="text-primary underline underline-offset-4"
          >
            this service
          </Link>
          .
        </p>
      ) : null}

      <dl className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium">Description</dt>
        <dd className="whitespace-pre-wrap text-muted-fg">
          {issue.description?.trim() || 'No description.'}
        </dd>
        <dt className="font-medium">Parts</dt>
        <dd>
          {issue.parts.length === 0 ? (
            <span className="text-muted-fg">No parts tagged.</span>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {issue.parts.map((tag) => (
                <li key={tag.part} className="rounded-full bg-muted px-3 py-1 text-sm">
                  {partName(tag.part, custom.entries)}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>

      {issue.photoIds.length > 0 ? (
        <section aria-labelledby="issue-photos" className="space-y-2">
          <h3 id="issue-photos" className="text-lg font-semibold">
            Photos
          </h3>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {issue.photoIds.map((photoId, index) => (
              <li key={photoId}>
                <a href={fileUrl(photoId)} target="_blank" rel="noreferrer">
                  <img
                    src={fileUrl(photoId)}
                    alt={`Photo ${index + 1} of ${issue.title}`}
                    loading="lazy"
                    className="aspect-square w-full rounded-lg border border-border object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
