import { lazyPart, LazySlot } from '@/components/lazy-slot';
import { useActiveVehicle } from '@/stores/garage';

const VehiclePartsLink = lazyPart(() => import('./vehicle-parts-link').then((m) => m.VehiclePartsLink));

/**
 * 'Peças para o meu Gol 2010' on the home and more parts, which are the first load: the link's
 * code loads only for a buyer with a vehicle in the garage (nothing shows without one).
 */
export function VehiclePartsSlot({ className }: { className?: string }) {
  const vehicle = useActiveVehicle();
  return vehicle ? (
    <LazySlot>
      <VehiclePartsLink className={className} />
    </LazySlot>
  ) : null;
}
