import { screen, waitFor } from '@testing-library/react';
import { holdFetch } from '../../../tests/setup/held-fetch';
import type userEvent from '@testing-library/user-event';
import { choose } from '../../components/form/test-utils';

type User = ReturnType<typeof userEvent.setup>;

/** The lead endpoints, held until answered; `requests` keeps what was posted. */
export function stubLeadServer() {
  const server = holdFetch();
  return {
    requests: server.requests,
    received: server.received,
    succeed: () => server.json(201, { message: 'Received' }),
    fail: (status = 500, body: unknown = { error: 'Internal server error' }) => server.json(status, body),
    dropConnection: server.dropConnection,
  };
}

/** Fills a lead form completely, retailer and company names included. */
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
