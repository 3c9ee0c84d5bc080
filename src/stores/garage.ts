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

/**
 * Kept in this browser only: never sent to the server, and kept on logout. What the site reads
 * (the active vehicle, in the first load); the changes are in features/garage/garage-edit.ts (the garage page's).
 */
export const garageStore = localStore<Garage>(storageKeys.garage, parse, EMPTY);

export function useGarage(): Garage {
  return useLocalStore(garageStore);
}

export function useActiveVehicle(): Vehicle | null {
  const { vehicles, activeId } = useGarage();
  return vehicles.find((v) => v.id === activeId) ?? null;
}

/** 'Gol 2010': how the site names the buyer's vehicle. */
export const vehicleName = (v: Pick<Vehicle, 'model' | 'year'>) => `${v.model} ${v.year}`;
