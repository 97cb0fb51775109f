import { ToolComingSoon } from '@/ui/tool-coming-soon.tsx';

/** Loaded on demand by its route; the tool's own screens replace this notice. */
export default function ApartmentTourPage() {
  return <ToolComingSoon />;
}
