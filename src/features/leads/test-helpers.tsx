import { act, screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { choose } from '../../components/form/test-utils';

type User = ReturnType<typeof userEvent.setup>;

/** A fetch that holds each request until answered, and keeps what was posted. */
export function stubLeadServer() {
  const requests: { url: string; body: Record<string, unknown> }[] = [];
  const waiting: ((response: Response | Error) => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          requests.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
          waiting.push((answer) => (answer instanceof Error ? reject(answer) : resolve(answer)));
        }),
    ),
  );
  const answer = async (response: Response | Error) => {
    await act(async () => {
      waiting.shift()?.(response);
    });
  };
  return {
    requests,
    succeed: () => answer(new Response(JSON.stringify({ message: 'Received' }), { status: 201 })),
    fail: (status = 500, body: unknown = { error: 'Internal server error' }) => answer(new Response(JSON.stringify(body), { status })),
    dropConnection: () => answer(new TypeError('Failed to fetch')),
  };
}


/** Fills a lead form completely, retailer and company names included (they must not be sent). */
export async function fillLead(user: User, { role, state, country }: { role: string; state: string; country?: string }) {
  const typeInto = async (label: RegExp, value: string) => {
    await user.click(screen.getByRole('textbox', { name: label }));
    await user.paste(value);
  };
  await typeInto(/Full name/, 'Dana Grower');
  await typeInto(/Email/, 'dana@example.com');
  await typeInto(/Phone/, '805 555 0100');
  await typeInto(/Retailer name/, 'Green Depot');
  await typeInto(/Company name/, 'Dana Farms');
  await choose(user, /(User type|Role)/, role);
  if (country) await choose(user, /Country/, country);
  await choose(user, /(State|Province)/, state);
}

/** A modal moves focus inside itself just after opening; a click before that would be lost to it. */
export const modalFocusSettled = () => waitFor(() => expect(document.activeElement).not.toBe(document.body));
