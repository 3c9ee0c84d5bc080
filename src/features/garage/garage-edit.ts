import { garageStore, GARAGE_LIMIT, type VehicleInput } from '@/stores/garage';

/** The garage's changes (the garage page and its form); reading it is @/stores/garage's, in the first load. */
const store = garageStore;

const sameVehicle = (a: VehicleInput, b: VehicleInput) => a.make === b.make && a.model === b.model && a.year === b.year;

export type GarageResult = 'saved' | 'full' | 'duplicate';

export const garage = {
  read: store.read,
  /** Adds a vehicle and makes it the active one (the buyer just told us this is the car). */
  add(input: VehicleInput): GarageResult {
    const { vehicles } = store.read();
    if (vehicles.length >= GARAGE_LIMIT) return 'full';
    if (vehicles.some((v) => sameVehicle(v, input))) return 'duplicate';
    const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    store.write({ vehicles: [...vehicles, { ...input, id }], activeId: id });
    return 'saved';
  },
  update(id: string, input: VehicleInput): GarageResult {
    const { vehicles, activeId } = store.read();
    if (vehicles.some((v) => v.id !== id && sameVehicle(v, input))) return 'duplicate';
    store.write({ vehicles: vehicles.map((v) => (v.id === id ? { ...input, id } : v)), activeId });
    return 'saved';
  },
  /** Removes a vehicle; when it was the active one, the first that remains becomes active. */
  remove(id: string): void {
    const { vehicles, activeId } = store.read();
    const rest = vehicles.filter((v) => v.id !== id);
    store.write({ vehicles: rest, activeId: activeId === id ? (rest[0]?.id ?? null) : activeId });
  },
  setActive(id: string): void {
    const current = store.read();
    if (current.vehicles.some((v) => v.id === id)) store.write({ ...current, activeId: id });
  },
  subscribe: store.subscribe,
};
