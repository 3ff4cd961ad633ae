import { act } from '@testing-library/react';

export interface HeldRequest {
  url: string;
  init: RequestInit;
  /** The JSON body, parsed. */
  body: Record<string, unknown>;
}

/**
 * A fetch that holds every request until the test answers it. Submissions reach fetch only after
 * the outbox has stored them in IndexedDB, so tests wait for a request instead of assuming one.
 */
export function holdFetch() {
  const requests: HeldRequest[] = [];
  const waiting: ((answer: Response | Error) => void)[] = [];
  const arrivals: (() => void)[] = [];
  const fetchMock = vi.fn(
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        requests.push({ url, init, body: JSON.parse(String(init.body)) as Record<string, unknown> });
        waiting.push((answer) => (answer instanceof Error ? reject(answer) : resolve(answer)));
        arrivals.splice(0).forEach((arrived) => arrived());
      }),
  );
  vi.stubGlobal('fetch', fetchMock);

  /** Resolves once `count` requests have arrived. */
  const received = async (count = 1) => {
    while (requests.length < count) await new Promise<void>((resolve) => arrivals.push(resolve));
  };

  /** Answers the oldest unanswered request, waiting for it to arrive first. */
  const answer = async (response: Response | Error) => {
    await received(requests.length - waiting.length + 1);
    await act(async () => {
      waiting.shift()?.(response);
      await storageSettled();
    });
  };
  const json = (status: number, body?: unknown) =>
    answer(new Response(body === undefined ? '' : JSON.stringify(body), { status }));

  return { fetchMock, requests, received, answer, json, dropConnection: () => answer(new TypeError('Failed to fetch')) };
}

/**
 * After an answer the outbox records it in IndexedDB before the form hears the outcome;
 * fake-indexeddb runs each step on its own setImmediate turn, and a few dozen turns cover a
 * record's write and its files' removal.
 */
const storageSettled = async () => {
  for (let turn = 0; turn < 50; turn += 1) await new Promise<void>((resolve) => setImmediate(resolve));
};

/**
 * Fake timers for the spec's delays that leave setImmediate real: IndexedDB (fake-indexeddb)
 * schedules its work with it, and the outbox must keep working while time stands still.
 */
export const fakeTimersKeepingStorage = () =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
