import { useSyncExternalStore } from 'react';
import type { ToastType } from '@/lib/global-toast';

export interface ToastItem {
  id: number;
  type: ToastType;
  message: string;
  title?: string;
  image?: string;
  date?: string;
  delay: number;
}

type ToastOptions = Partial<Pick<ToastItem, 'title' | 'image' | 'date' | 'delay'>>;

/** Error toasts hide after 5 s; success and global (survive-a-reload) toasts after 7 s. */
export const TOAST_DELAY = { danger: 5000, success: 7000, global: 7000 } as const;

let items: ToastItem[] = [];
let seq = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const toast = {
  show(type: ToastType, message: string, options: ToastOptions = {}): number {
    const id = ++seq;
    items = [...items, { id, type, message, delay: options.delay ?? TOAST_DELAY[type], ...options }];
    emit();
    return id;
  },
  success(message: string, options?: ToastOptions) {
    return toast.show('success', message, options);
  },
  danger(message: string, options?: ToastOptions) {
    return toast.show('danger', message, options);
  },
  dismiss(id: number) {
    items = items.filter((t) => t.id !== id);
    emit();
  },
  clear() {
    items = [];
    emit();
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    toast.subscribe,
    () => items,
    () => items,
  );
}
