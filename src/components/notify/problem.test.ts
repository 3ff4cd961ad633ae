import { readReply } from '../../lib/outbox/delivery';
import type { SubmissionState } from '../../lib/outbox/page/use-submission';
import { notifyProblem } from './problem';

const answered = (status: number, text: string): SubmissionState => {
  const reply = readReply(status, text);
  return reply.ok ? { status: 'success', reply } : { status: 'error', reply };
};

describe('notifyProblem', () => {
  it('accepts a JSON success', () => {
    expect(notifyProblem(answered(201, '{"message":"ok"}'))).toBeUndefined();
  });

  it('reports an empty answer and invalid JSON', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(notifyProblem(answered(200, ''))).toBe('Server returned empty response');
    expect(notifyProblem(answered(500, '<html>oops</html>'))).toBe('Server returned invalid JSON. Check console for details.');
  });

  it("shows the server's error or details, else the status", () => {
    expect(notifyProblem(answered(400, '{"error":"Please enter a valid email address","details":{}}'))).toBe('Please enter a valid email address');
    expect(notifyProblem(answered(422, '{"details":"Too many requests for this product"}'))).toBe('Too many requests for this product');
    expect(notifyProblem(answered(400, '{"details":{"email":"Please enter a valid email address"}}'))).toBe('Please enter a valid email address');
    expect(notifyProblem(answered(503, '{"ok":false}'))).toBe('Server error: 503');
  });

  it('falls back when the server could not be reached', () => {
    expect(notifyProblem({ status: 'error', error: 'Network error' })).toBe('Something went wrong. Please try again.');
  });

  it('has nothing to say before an answer or while the outbox holds it', () => {
    expect(notifyProblem({ status: 'idle' })).toBeUndefined();
    expect(notifyProblem({ status: 'queued', id: 'key' })).toBeUndefined();
  });
});
