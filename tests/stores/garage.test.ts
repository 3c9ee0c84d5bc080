import { act, renderHook } from '@testing-library/react';
import { storageKeys } from '@/lib/storage-keys';
import { GARAGE_LIMIT, useActiveVehicle, useGarage, vehicleName, type VehicleInput } from '@/stores/garage';
import { garage } from '@/features/garage/garage-edit';

/** The garage: up to 5 vehicles and the active one, in localStorage; bad stored text reads as an empty garage. */
const gol: VehicleInput = { make: 'Volkswagen', model: 'Gol', year: 2010, variants: [] };
const onix: VehicleInput = { make: 'Chevrolet', model: 'Onix', year: 2019, variants: ['Onix Plus'] };
const stored = () => JSON.parse(localStorage.getItem(storageKeys.garage) ?? 'null') as unknown;

describe('garage store', () => {
  it('starts empty, and a new vehicle becomes the active one', () => {
    expect(garage.read()).toEqual({ vehicles: [], activeId: null });
    expect(garage.add(gol)).toBe('saved');
    expect(garage.add(onix)).toBe('saved');
    const { vehicles, activeId } = garage.read();
    expect(vehicles.map(vehicleName)).toEqual(['Gol 2010', 'Onix 2019']);
    expect(activeId).toBe(vehicles[1].id);
    expect(vehicles[1].variants).toEqual(['Onix Plus']);
    expect(stored()).toEqual({ vehicles, activeId });
  });

  it(`refuses a vehicle past ${GARAGE_LIMIT} and the same vehicle twice`, () => {
    for (let year = 2001; year <= 2005; year++) expect(garage.add({ ...gol, year })).toBe('saved');
    expect(garage.add({ ...gol, year: 2006 })).toBe('full');
    expect(garage.read().vehicles).toHaveLength(GARAGE_LIMIT);
    garage.remove(garage.read().vehicles[0].id);
    expect(garage.add({ ...gol, year: 2002 })).toBe('duplicate');
    expect(garage.read().vehicles).toHaveLength(GARAGE_LIMIT - 1);
  });

  it('edits, sets the active vehicle and, when the active one goes, makes the first left active', () => {
    garage.add(gol);
    garage.add(onix);
    const [first, second] = garage.read().vehicles;
    expect(garage.update(first.id, { ...gol, year: 2011 })).toBe('saved');
    expect(garage.update(first.id, onix)).toBe('duplicate');
    expect(garage.read().vehicles[0]).toEqual({ ...gol, year: 2011, id: first.id });
    garage.setActive(first.id);
    expect(garage.read().activeId).toBe(first.id);
    garage.setActive('no-such-id');
    expect(garage.read().activeId).toBe(first.id);
    garage.remove(first.id);
    expect(garage.read()).toEqual({ vehicles: [second], activeId: second.id });
    garage.remove(second.id);
    expect(garage.read()).toEqual({ vehicles: [], activeId: null });
  });

  it.each([
    ['text that is not JSON', '{not json'],
    ['JSON of another shape', '[1, 2, 3]'],
    ['null', 'null'],
    ['vehicles that are not a list', '{"vehicles": "Gol", "activeId": "a"}'],
  ])('reads %s as an empty garage', (_, text) => {
    localStorage.setItem(storageKeys.garage, text);
    expect(garage.read()).toEqual({ vehicles: [], activeId: null });
  });

  it('keeps only the usable vehicles of a stored list, and an active id that exists', () => {
    localStorage.setItem(
      storageKeys.garage,
      JSON.stringify({
        vehicles: [
          { id: 'a', make: 'Volkswagen', model: 'Gol', year: 2010 },
          { id: 'b', make: '', model: 'Uno', year: 2010 },
          { id: 'c', make: 'Fiat', model: 'Uno', year: 'antigo' },
          { id: 'a', make: 'Fiat', model: 'Palio', year: 2012 },
          'Gol',
          { id: 'd', make: 'Fiat', model: 'Uno', year: 2012, variants: ['Uno Way', 7] },
        ],
        activeId: 'zzz',
      }),
    );
    expect(garage.read()).toEqual({
      vehicles: [
        { id: 'a', make: 'Volkswagen', model: 'Gol', year: 2010, variants: [] },
        { id: 'd', make: 'Fiat', model: 'Uno', year: 2012, variants: ['Uno Way'] },
      ],
      activeId: 'a',
    });
  });

  it('follows a change made in another tab (the storage event)', () => {
    const { result } = renderHook(() => ({ garage: useGarage(), active: useActiveVehicle() }));
    expect(result.current.active).toBeNull();
    act(() => {
      localStorage.setItem(storageKeys.garage, JSON.stringify({ vehicles: [{ id: 'x', ...gol }], activeId: 'x' }));
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.garage }));
    });
    expect(result.current.active).toEqual({ id: 'x', ...gol });
    expect(result.current.garage.vehicles).toHaveLength(1);
  });
});
