import { act, renderHook, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { holdFetch } from '../../../../tests/setup/held-fetch';
import { defineContract } from '../../../shared/schemas/contract';
import { replayOutbox } from '../send';
import { allEntries, deleteEntry } from '../store';
import { useSubmission } from './use-submission';

const emailOnly = v.object({ email: v.string() });
const testContract = defineContract({
  kind: 'test',
  path: '/api/test',
  label: 'Test request',
  form: emailOnly,
  body: emailOnly,
  answer: v.unknown(),
  toBody: (values) => values,
  summary: ({ email }) => email,
});

type StubReply = { status: number; body?: unknown } | 'network';

/** A held fetch answering in order; the keys are each request's Idempotency-Key. */
function stubFetch(...replies: StubReply[]) {
  const server = holdFetch();
  const keys = () => server.requests.map(({ init }) => (init.headers as Record<string, string>)['idempotency-key']);
  const answerNext = () => {
    const reply = replies.shift() ?? { status: 201, body: { message: 'Received' } };
    return reply === 'network' ? server.dropConnection() : server.json(reply.status, reply.body);
  };
  return { fetchMock: server.fetchMock, keys, answerNext };
}

/** The hook, and one send answered by the stub's next reply. */
function renderSubmission(answerNext: () => Promise<void>) {
  const { result } = renderHook(() => useSubmission(testContract));
  const sendAndAnswer = async (payload: { email: string } = { email: 'a@b.co' }) => {
    let sent!: Promise<unknown>;
    act(() => {
      sent = result.current.send(payload);
    });
    await answerNext();
    return sent;
  };
  return { result, sendAndAnswer };
}

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const entry of await allEntries()) await deleteEntry(entry.id);
});

describe('useSubmission', () => {
  it('is sending while in flight, ignores a second submit, then succeeds', async () => {
    const { fetchMock, answerNext } = stubFetch({ status: 201, body: { message: 'Received' } });
    const { result } = renderHook(() => useSubmission(testContract));
    expect(result.current.status).toBe('idle');

    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = result.current.send({ email: 'a@b.co' });
      second = result.current.send({ email: 'a@b.co' });
    });
    expect(result.current.status).toBe('sending');
    expect(result.current.sending).toBe(true);
    await expect(second).resolves.toBeNull();
    await answerNext();
    await first;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('success');
  });

  it('keeps the key for a retry of the same payload, renews it after success and for a changed payload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { keys, answerNext } = stubFetch({ status: 500 }, { status: 201 }, { status: 201 }, { status: 500 }, { status: 201 });
    const { result, sendAndAnswer } = renderSubmission(answerNext);

    await sendAndAnswer({ email: 'a@b.co' });
    expect(result.current.status).toBe('error');
    await sendAndAnswer({ email: 'a@b.co' });
    expect(result.current.status).toBe('success');
    expect(keys()[1]).toBe(keys()[0]);

    act(() => result.current.reset());
    await sendAndAnswer({ email: 'a@b.co' });
    expect(keys()[2]).not.toBe(keys()[1]);

    await sendAndAnswer({ email: 'c@d.co' });
    await sendAndAnswer({ email: 'e@f.co' });
    expect(keys()[4]).not.toBe(keys()[3]);
    expect(new Set(keys()).size).toBe(4);
  });

  it.each([
    [{ status: 422, body: { message: 'Bad lead', error: 'ignored' } }, 'Bad lead'],
    [{ status: 400, body: { error: 'Email is invalid' } }, 'Email is invalid'],
    [{ status: 500 }, 'API Error: 500'],
  ])('logs the failure detail and turns to error (%#)', async (reply, detail) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { answerNext } = stubFetch(reply);
    const { result, sendAndAnswer } = renderSubmission(answerNext);
    await sendAndAnswer();
    expect(result.current.status).toBe('error');
    expect(log).toHaveBeenCalledWith('POST /api/test failed:', detail);
  });

  it('hands the submission to the outbox when the server cannot be reached, and renews the key', async () => {
    const { keys, answerNext } = stubFetch('network', { status: 201 });
    const { result, sendAndAnswer } = renderSubmission(answerNext);
    await sendAndAnswer();
    expect(result.current.status).toBe('queued');
    expect(result.current.done).toBe(true);
    await sendAndAnswer({ email: 'next@b.co' });
    expect(keys()[1]).not.toBe(keys()[0]);
  });

  it.each([
    ['sent', { status: 201, body: { message: 'Received' } } as StubReply],
    ['saved for later', 'network' as StubReply],
  ])('ignores the same payload again once it was %s, until reset; another payload is a new submission', async (_, reply) => {
    const { fetchMock, answerNext } = stubFetch(reply, { status: 201 }, { status: 201 });
    const { result, sendAndAnswer } = renderSubmission(answerNext);
    await sendAndAnswer({ email: 'a@b.co' });
    expect(result.current.done).toBe(true);

    let again!: Promise<unknown>;
    act(() => {
      again = result.current.send({ email: 'a@b.co' });
    });
    await expect(again).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await sendAndAnswer({ email: 'other@b.co' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    act(() => result.current.reset());
    await sendAndAnswer({ email: 'other@b.co' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('turns from queued to success when the outbox delivers that submission', async () => {
    const { answerNext } = stubFetch('network', { status: 201, body: { ok: true, message: 'Received', id: 7 } });
    const { result, sendAndAnswer } = renderSubmission(answerNext);
    await sendAndAnswer();
    expect(result.current.status).toBe('queued');

    const replay = replayOutbox({ urgency: 'now' });
    await answerNext();
    await replay;
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.state).toMatchObject({ reply: { status: 201, json: { id: 7 } } });
  });

  it('ignores an answer that arrives after reset', async () => {
    const { answerNext } = stubFetch({ status: 201 });
    const { result } = renderHook(() => useSubmission(testContract));
    let sent!: Promise<unknown>;
    act(() => {
      sent = result.current.send({ email: 'a@b.co' });
    });
    act(() => result.current.reset());
    await answerNext();
    await expect(sent).resolves.toBeNull();
    expect(result.current.status).toBe('idle');
  });
});
