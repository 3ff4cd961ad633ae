import { act, renderHook } from '@testing-library/react';
import { holdFetch } from '../../../tests/setup/held-fetch';
import { QUEUED_MESSAGE } from '../../lib/submit';
import * as v from 'valibot';
import { defineContract } from '../../schemas/contract';
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

type Reply = { status: number; body?: unknown } | 'network';

/** A held fetch answering in order; the keys are each request's Idempotency-Key. */
function stubFetch(...replies: Reply[]) {
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

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
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
    await sendAndAnswer();
    expect(keys()[1]).not.toBe(keys()[0]);
    expect(QUEUED_MESSAGE).toBe("Saved — it will be sent when you're back online");
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
