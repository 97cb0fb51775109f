import { useNavigate, useSearchParams } from 'react-router';
import { useDialogs } from '@/ui/dialogs-provider.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { hrefFor } from '../car-links.ts';
import { locations, nowStamp, services, useServices, type LocationEntry } from '../use-car-data.ts';

/** How long "Undo" stays offered after a delete. */
const UNDO_MS = 10_000;

/** "1 service was", "3 services were". */
export const servicesWere = (count: number) =>
  count === 1 ? '1 service was' : `${count} services were`;

/**
 * Deleting a shop. One in use asks first, saying how many services were done there: they
 * stay (with their dates, costs and notes) but no longer name a shop. "Undo" puts the shop
 * back and names it on those services again.
 */
export function useDeleteShop(): ((entry: LocationEntry, path: string) => Promise<void>) | null {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { confirm } = useDialogs();
  const toast = useToast();
  const all = useServices();
  if (all.status !== 'ready' || all.path === null) return null;
  const servicesPath = all.path;

  return async ({ id, location }, path) => {
    const using = all.entries.filter((entry) => entry.service.locationId === id);
    const confirmed = await confirm({
      title: 'Delete shop?',
      message:
        using.length > 0
          ? `${servicesWere(using.length)} done at “${location.name}”. They stay in your history, without a shop. The shop is removed from your book on all your devices.`
          : `“${location.name}” will be removed from your shop book on all your devices.`,
      confirmText: 'Delete shop',
      destructive: true,
    });
    if (!confirmed) return;
    // Leave first, so the screen never shows the shop as missing.
    void navigate(hrefFor({ kind: 'shops' }, params));
    const now = nowStamp();
    for (const entry of using) {
      services.update(servicesPath, entry.id, { locationId: null, updatedAt: now });
    }
    locations.remove(path, id);
    toast({
      title: 'Shop deleted',
      description: location.name,
      duration: UNDO_MS,
      action: {
        label: 'Undo',
        onClick: () => {
          locations.save(path, id, location);
          for (const entry of using) {
            services.update(servicesPath, entry.id, { locationId: id, updatedAt: nowStamp() });
          }
        },
      },
    });
  };
}
