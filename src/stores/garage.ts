import { storageKeys } from '@/lib/storage-keys';
import { entriesOf, localStore, useLocalStore } from './local-store';

/** A buyer's vehicle: make and model as the catalogue names them, and the year. */
export interface Vehicle {
  id: string;
  make: string;
  model: string;
  year: number;
  /** Longer models of the make that contain this one ('Onix Plus' for 'Onix'), as the catalogue listed them when saved. */
  variants: string[];
}
export type VehicleInput = Omit<Vehicle, 'id'>;

export interface Garage {
  vehicles: Vehicle[];
  /** The vehicle the site checks parts against; null only when the garage is empty. */
  activeId: string | null;
}

/** How many vehicles a garage holds. */
export const GARAGE_LIMIT = 5;

const EMPTY: Garage = { vehicles: [], activeId: null };
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

function toVehicle(item: Record<string, unknown>): Vehicle | null {
  const [id, make, model] = [text(item.id), text(item.make), text(item.model)];
  const year = Number(item.year);
  if (!id || !make || !model || !Number.isInteger(year) || year < 1900 || year > 2100) return null;
  const variants = Array.isArray(item.variants) ? item.variants.map(text).filter((v): v is string => v !== null) : [];
  return { id, make, model, year, variants };
}

function parse(value: unknown): Garage {
  const data = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const vehicles = entriesOf(data.vehicles, toVehicle, (v) => v.id).slice(0, GARAGE_LIMIT);
  const activeId = vehicles.find((v) => v.id === data.activeId)?.id ?? vehicles[0]?.id ?? null;
  return { vehicles, activeId };
}

/** Kept in this browser only: never sent to the server, and kept on logout. */
const store = localStore<Garage>(storageKeys.garage, parse, EMPTY);

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

export function useGarage(): Garage {
  return useLocalStore(store);
}

export function useActiveVehicle(): Vehicle | null {
  const { vehicles, activeId } = useGarage();
  return vehicles.find((v) => v.id === activeId) ?? null;
}

/** 'Gol 2010': how the site names the buyer's vehicle. */
export const vehicleName = (v: Pick<Vehicle, 'model' | 'year'>) => `${v.model} ${v.year}`;
