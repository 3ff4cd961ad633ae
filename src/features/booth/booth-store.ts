import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import { BOOTH_CHANGED, BOOTH_KEY } from './booth-bar-slot';
import { DEFAULT_IDLE_SECONDS, MAX_IDLE_SECONDS, MIN_IDLE_SECONDS } from './texts';

/**
 * Booth mode's state on this tablet, in localStorage so it survives a reload, a closed app and a
 * day without signal: the set-up (event, booth, rep, idle time) and the products viewed with the
 * visitor now at the booth (SKUs only, never who they are). The visitor's details live in the
 * capture form alone, and in the outbox once sent.
 */

const BOOTH_STORAGE_KEY = BOOTH_KEY;
const VIEWED_STORAGE_KEY = 'verdant-booth-viewed';

export interface BoothSetup {
  event: string;
  booth: string;
  rep: string;
  /** How long a half-filled capture form waits before it empties. */
  idleSeconds: number;
}

/** The most products noted as viewed with one visitor: the capture form offers them as chips. */
const MAX_VIEWED = 12;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A saved set-up read back; anything without an event and a rep is "booth mode off". */
export function parseSetup(saved: string | null): BoothSetup | null {
  if (!saved) return null;
  try {
    const value = JSON.parse(saved) as Record<string, unknown>;
    const event = text(value.event);
    const rep = text(value.rep);
    if (!event || !rep) return null;
    const idle = Number(value.idleSeconds);
    const idleSeconds = Number.isInteger(idle) && idle >= MIN_IDLE_SECONDS && idle <= MAX_IDLE_SECONDS ? idle : DEFAULT_IDLE_SECONDS;
    return { event, booth: text(value.booth), rep, idleSeconds };
  } catch {
    return null;
  }
}

function parseViewed(saved: string | null): readonly string[] {
  try {
    const value: unknown = saved ? JSON.parse(saved) : [];
    return Array.isArray(value) ? value.filter((sku): sku is string => typeof sku === 'string' && sku !== '').slice(0, MAX_VIEWED) : [];
  } catch {
    return [];
  }
}

interface BoothState {
  setup: BoothSetup | null;
  viewed: readonly string[];
}

const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

function read(): BoothState {
  try {
    return { setup: parseSetup(storage()?.getItem(BOOTH_STORAGE_KEY) ?? null), viewed: parseViewed(storage()?.getItem(VIEWED_STORAGE_KEY) ?? null) };
  } catch {
    return { setup: null, viewed: [] };
  }
}

const write = (key: string, value: unknown) => {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.error('Could not save booth mode', error);
  }
};

export const boothStore = createStore<BoothState>()(() => read());

export function turnBoothOn(setup: BoothSetup) {
  write(BOOTH_STORAGE_KEY, setup);
  boothStore.setState({ setup });
  window.dispatchEvent(new Event(BOOTH_CHANGED));
}

export function turnBoothOff() {
  write(BOOTH_STORAGE_KEY, null);
  write(VIEWED_STORAGE_KEY, null);
  boothStore.setState({ setup: null, viewed: [] });
  window.dispatchEvent(new Event(BOOTH_CHANGED));
}

/** A product page opened in booth mode: offered as this visitor's interest, newest first. */
export function noteViewed(sku: string) {
  const { setup, viewed } = boothStore.getState();
  if (!setup || viewed[0] === sku) return;
  const next = [sku, ...viewed.filter((seen) => seen !== sku)].slice(0, MAX_VIEWED);
  write(VIEWED_STORAGE_KEY, next);
  boothStore.setState({ viewed: next });
}

/** The visitor has gone: the next one starts with nothing viewed. */
export function forgetVisitor() {
  write(VIEWED_STORAGE_KEY, null);
  boothStore.setState({ viewed: [] });
}

if (typeof window !== 'undefined') {
  // Another tab turned booth mode on or off.
  window.addEventListener('storage', (event) => {
    if (event.key === BOOTH_STORAGE_KEY || event.key === VIEWED_STORAGE_KEY || event.key === null) boothStore.setState(read());
  });
}

const NOT_HYDRATED: BoothState = { setup: null, viewed: [] };

/** Booth mode as this browser has it; off on the server and while hydrating, as the server rendered. */
export function useBooth(): BoothState {
  return useSyncExternalStore(boothStore.subscribe, boothStore.getState, () => NOT_HYDRATED);
}
