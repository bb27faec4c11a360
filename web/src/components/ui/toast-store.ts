import { useSyncExternalStore } from 'react';
import { describeError } from '#web/lib/error-text.ts';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export type ShownToast = ToastMessage & { id: number };

/** One toast at a time (spec section 9): a new one replaces the one on screen. */
let current: ShownToast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showToast(message: ToastMessage): void {
  current = { ...message, id: nextId++ };
  emit();
}

/**
 * A failure's destructive toast: the server's message when it says something specific, else
 * `fallback` (DESIGN.md section 7, lib/error-text.ts).
 */
export function showFailure(error: unknown, title: string, fallback: string): void {
  showToast({ variant: 'destructive', title, description: describeError(error, fallback) });
}

export function dismissToast(id: number): void {
  if (current?.id !== id) return;
  current = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): ShownToast | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
