import i18next from 'i18next';
import { useDeferredValue } from 'react';
import { lazyPart, LazySlot } from '@/components/lazy-slot';
import { garageStore, useActiveVehicle } from '@/stores/garage';
import { AddVehicleLine } from './add-vehicle-line';

// The verdict's code (the reading of the compatibility text) and its texts load only for a visitor
// with a vehicle in the garage, and then as soon as the page's own code runs, beside its data call.
const loadFitVerdict = () => Promise.all([import('./fit-verdict'), i18next.loadNamespaces('garage')]).then(([m]) => m.FitVerdict);
const FitVerdict = lazyPart(loadFitVerdict);
if (garageStore.read().activeId !== null) void loadFitVerdict().catch(() => undefined);

/**
 * Under a part's compatibility text: what it says for the active vehicle of the garage. The page
 * waits for the verdict (the Suspense around it), so nothing below it moves when it arrives; a
 * vehicle chosen while the page is open is a deferred value, so the page stays while its verdict loads.
 */
export function FitVerdictNote({ compatibility }: { compatibility: string }) {
  const vehicle = useDeferredValue(useActiveVehicle());
  if (!vehicle) return <AddVehicleLine />;
  return (
    <LazySlot withPage>
      <FitVerdict compatibility={compatibility} vehicle={vehicle} />
    </LazySlot>
  );
}
