import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '@guardians/shared/common';
import { useSyncExternalStore } from 'react';

type ToastKind = 'loading' | 'success' | 'error' | 'info';

export type Toast = { id: string; kind: ToastKind; message: string };

type ToastOptions = {
  /** Reuse an id to turn one toast into the next stage ('Processing...' -> 'Done!'). */
  id?: string;
  /** ms before it closes by itself; spec 9: 5000, or 3000 in the contest, vault and claim flows. */
  duration?: number;
};

let toasts: Toast[] = [];
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(): void {
  for (const listener of listeners) listener();
}

export function dismissToast(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${++counter}`;
  const next: Toast = { id, kind, message };
  const existing = toasts.some((t) => t.id === id);
  // Spec 9: at most 3 visible; the oldest gives way.
  toasts = existing ? toasts.map((t) => (t.id === id ? next : t)) : [...toasts, next].slice(-TOAST_LIMIT);
  clearTimeout(timers.get(id));
  // A loading toast stays until its flow replaces it with the outcome.
  if (kind !== 'loading') {
    timers.set(
      id,
      setTimeout(() => dismissToast(id), options.duration ?? TOAST_AUTO_CLOSE_MS),
    );
  }
  emit();
  return id;
}

export const toast = {
  loading: (message: string, options?: ToastOptions) => show('loading', message, options),
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}

/** For tests. */
export function clearToasts(): void {
  for (const id of timers.keys()) clearTimeout(timers.get(id));
  timers.clear();
  toasts = [];
  emit();
}
