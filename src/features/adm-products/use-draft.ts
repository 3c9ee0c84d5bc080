import { useEffect, useRef, useState } from 'react';
import { storageKeys } from '@/lib/storage-keys';

function readDraft<T extends object>(key: string): Partial<T> | null {
  try {
    const raw = localStorage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Partial<T>) : null;
  } catch {
    return null;
  }
}

/**
 * Form values kept in localStorage while they differ from the starting values, so a
 * reload, an expired session and the login that follows lose nothing typed.
 */
export function useDraft<T extends object>(name: string, initial: T) {
  const key = storageKeys.draft(name);
  const initialRef = useRef(initial);
  const [state] = useState(() => {
    const draft = readDraft<T>(key);
    return { values: draft ? { ...initial, ...draft } : initial, restored: draft !== null };
  });
  const [values, setValues] = useState<T>(state.values);
  const [restored, setRestored] = useState(state.restored);

  useEffect(() => {
    if (JSON.stringify(values) === JSON.stringify(initialRef.current)) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(values));
  }, [key, values]);

  const clear = () => {
    localStorage.removeItem(key);
    setRestored(false);
  };
  const discard = () => {
    clear();
    setValues(initialRef.current);
  };
  return { values, setValues, restored, clear, discard };
}
