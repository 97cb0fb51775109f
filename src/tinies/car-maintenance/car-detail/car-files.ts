import type { CarIssue, Service, Vehicle } from '@/shared/car-maintenance/car-model.ts';

/** The uploaded files a car's records hold: its photo, its services' attachments, its issues' photos. */
export function filesOf(records: {
  vehicles: readonly Vehicle[];
  services: readonly Service[];
  issues: readonly CarIssue[];
}): Set<string> {
  const ids = new Set<string>();
  for (const vehicle of records.vehicles) if (vehicle.photoId) ids.add(vehicle.photoId);
  for (const service of records.services) {
    for (const attachment of service.attachments) ids.add(attachment.fileId);
  }
  for (const issue of records.issues) for (const photo of issue.photoIds) ids.add(photo);
  return ids;
}

/**
 * The files of the deleted records that no remaining record holds (a copy made by a JSON
 * import "keep both" shares its original's files, which must stay).
 */
export function orphanedFiles(
  deleted: Parameters<typeof filesOf>[0],
  remaining: Parameters<typeof filesOf>[0],
): string[] {
  const kept = filesOf(remaining);
  return [...filesOf(deleted)].filter((id) => !kept.has(id));
}
