import i18next from 'i18next';
import { lazyPart, LazySlot } from '@/components/lazy-slot';
import { garageStore, useActiveVehicle } from '@/stores/garage';
import { AddVehicleLine } from './add-vehicle-line';

// The verdict's code (the reading of the compatibility text) and its texts load only for a visitor
// with a vehicle in the garage, and then as soon as the page's own code runs, beside its data call.
const loadFitVerdict = () => Promise.all([import('./fit-verdict'), i18next.loadNamespaces('garage')]).then(([m]) => m.FitVerdict);
const FitVerdict = lazyPart(loadFitVerdict);
if (garageStore.read().activeId !== null) void loadFitVerdict().catch(() => undefined);

/** Under a part's compatibility text: what it says for the active vehicle of the garage. */
export function FitVerdictNote({ compatibility }: { compatibility: string }) {
  const vehicle = useActiveVehicle();
  if (!vehicle) return <AddVehicleLine />;
  return (
    <LazySlot>
      <FitVerdict compatibility={compatibility} vehicle={vehicle} />
    </LazySlot>
  );
}
