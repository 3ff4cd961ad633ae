import { describe, expect, it, vi } from 'vitest';
import type { SubmitResult } from '../../lib/submit';
import { notifyErrorOf } from './model';

const answer = (status: number, text: string): SubmitResult => {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return status >= 200 && status < 300
    ? { outcome: 'sent', status, text, body }
    : { outcome: 'rejected', status, text, body, error: 'x' };
};

describe('notifyErrorOf', () => {
  it('accepts a JSON success', () => {
    expect(notifyErrorOf(answer(201, '{"message":"ok"}'))).toBeUndefined();
  });

  it('reports an empty answer and invalid JSON', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(notifyErrorOf(answer(200, ''))).toBe('Server returned empty response');
    expect(notifyErrorOf(answer(500, '<html>oops</html>'))).toBe('Server returned invalid JSON. Check console for details.');
  });

  it("shows the server's error or details, else the status", () => {
    expect(notifyErrorOf(answer(400, '{"error":"Please enter a valid email address","details":{}}'))).toBe(
      'Please enter a valid email address',
    );
    expect(notifyErrorOf(answer(422, '{"details":"Too many requests for this product"}'))).toBe('Too many requests for this product');
    expect(notifyErrorOf(answer(503, '{"ok":false}'))).toBe('Server error: 503');
  });

  it('falls back when the server could not be reached', () => {
    expect(notifyErrorOf({ outcome: 'rejected', status: 0, text: '', body: undefined, error: 'Network error' })).toBe(
      'Something went wrong. Please try again.',
    );
  });
});
