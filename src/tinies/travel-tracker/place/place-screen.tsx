import { CalendarPlus, Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { deleteFile } from '@/data/files.ts';
import { firstAndLastVisit, visitsOfPlace } from '@/shared/travel-tracker/stats/visits.ts';
import { Button, buttonVariants } from '@/ui/button.tsx';
import { useDialogs } from '@/ui/dialogs-provider.tsx';
import { PlaceGallery } from '../photos/place-gallery.tsx';
import { kindLine, nameOf } from '../place-facts.ts';
import { BackTo, GATE_WORDS, TravelGate } from '../travel-gate.tsx';
import { hrefFor } from '../travel-links.ts';
import {
  places,
  usePlace,
  useVisits,
  visits as visitsCollection,
  type PlaceEntry,
} from '../use-travel-data.ts';
import { LevelChooser } from './level-chooser.tsx';
import { formatDay } from '../visits/visit-format.ts';
import { VisitList } from '../visits/visit-list.tsx';

/** A place's page: its level, description, photos and visits, each changed in place. */
export default function PlaceScreen({ id }: { id: string }) {
  const state = usePlace(id);
  return (
    <TravelGate
      state={state}
      words={GATE_WORDS.place}
      back={{ view: { kind: 'list' }, label: 'Back to places' }}
    >
      {(entry) => <PlacePage entry={entry} path={state.path!} signedIn={state.signedIn} />}
    </TravelGate>
  );
}

function PlacePage({
  entry,
  path,
  signedIn,
}: {
  entry: PlaceEntry;
  path: string;
  signedIn: boolean;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { confirm } = useDialogs();
  const all = useVisits();
  const { place } = entry;
  const name = nameOf(place);
  const visits = useMemo(() => visitsOfPlace(entry.id, all.entries), [entry.id, all.entries]);
  const { first, last } = firstAndLastVisit(visits);

  async function deletePlace() {
    const confirmed = await confirm({
      title: 'Delete place?',
      message:
        visits.length > 0
          ? `${name}, its ${visits.length === 1 ? 'visit' : `${visits.length} visits`} and its photos will be removed on all your devices.`
          : `${name} and its photos will be removed on all your devices.`,
      confirmText: 'Delete place',
      destructive: true,
    });
    if (!confirmed) return;
    // Leave first, so the screen never shows the place as missing.
    void navigate(hrefFor({ kind: 'list' }, params), { replace: true });
    if (all.path) for (const visit of visits) visitsCollection.remove(all.path, visit.id);
    places.remove(path, entry.id);
    // A file left behind (offline, say) is collected by the server once unreferenced.
    for (const photo of place.photos) void deleteFile(photo.fileId).catch(() => {});
  }

  return (
    <div className="space-y-8">
      <BackTo view={{ kind: 'list' }}>Back to places</BackTo>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h2 className="text-3xl font-semibold tracking-tight">{name}</h2>
          <p className="text-muted-fg">{kindLine(place)}</p>
          {first ? (
            <p className="text-sm">
              {first === last || !last ? (
                <>Visited {formatDay(first)}</>
              ) : (
                <>
                  First visit {formatDay(first)} · last visit {formatDay(last)}
                </>
              )}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={hrefFor({ kind: 'edit', id: entry.id }, params)}
            className={buttonVariants({ variant: 'outline' })}
          >
            <Pencil aria-hidden="true" />
            Edit place
          </Link>
          <Button variant="outline" className="text-destructive" onClick={() => void deletePlace()}>
            <Trash2 aria-hidden="true" />
            Delete place
          </Button>
        </div>
      </header>

      <LevelChooser entry={entry} path={path} />

      <section aria-labelledby="about-heading" className="space-y-2">
        <h2 id="about-heading" className="text-xl font-semibold tracking-tight">
          About
        </h2>
        {place.description ? (
          <p className="whitespace-pre-line">{place.description}</p>
        ) : (
          <p className="text-muted-fg">
            No description yet.{' '}
            <Link
              to={hrefFor({ kind: 'edit', id: entry.id }, params)}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Write one
            </Link>
          </p>
        )}
        {place.latitude !== undefined && place.longitude !== undefined ? (
          <p className="text-sm text-muted-fg">
            Position: {place.latitude.toFixed(4)}, {place.longitude.toFixed(4)}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="visits-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="visits-heading" className="text-xl font-semibold tracking-tight">
            Visits
          </h2>
          <Link
            to={hrefFor({ kind: 'new-visit', id: entry.id }, params)}
            className={buttonVariants({ variant: 'outline' })}
          >
            <CalendarPlus aria-hidden="true" />
            Add a visit
          </Link>
        </div>
        <VisitList placeId={entry.id} visits={visits} photos={place.photos} name={name} />
      </section>

      <PlaceGallery entry={entry} path={path} name={name} visits={visits} canUpload={signedIn} />
    </div>
  );
}
