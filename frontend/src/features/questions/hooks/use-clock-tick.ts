import { useSyncExternalStore } from 'react';

/** How often an open page redraws its relative dates ("2 minutes ago"). */
export const CLOCK_TICK_MS = 15_000;

let ticks = 0;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    ticks++;
    listeners.forEach((notify) => notify());
  }, CLOCK_TICK_MS);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) timer = void clearInterval(timer);
  };
}

const ticksNow = () => ticks;

/**
 * Draws the calling component again every CLOCK_TICK_MS while it is shown:
 * one timer for the whole page however many dates it draws, and none when it
 * draws none.
 */
export function useClockTick(): void {
  useSyncExternalStore(subscribe, ticksNow, ticksNow);
}
