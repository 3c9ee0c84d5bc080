/** The plain floor's data: GET /home in an effect, held in component state. */
import { useEffect, useState, type ReactNode } from 'react';
import { api, EMPTY_HOME, type Home } from './api';

export function FloorData({ children }: { children: ReactNode }) {
  return children;
}

export const floorLoader = () => null;

export function useHome(): Home | null {
  const [home, setHome] = useState<Home | null>(null);
  useEffect(() => {
    api.get<{ response: Home }>('/home').then(
      (r) => setHome(r.data.response),
      () => setHome(EMPTY_HOME),
    );
  }, []);
  return home;
}
