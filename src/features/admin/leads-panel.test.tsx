import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { LeadPage, LeadRow } from '../../shared/schemas/admin';
import { renderWithProviders } from '../../../tests/setup/render';
import { LeadsPanel } from './leads-panel';
import { STAFF_TEXT } from './texts';

const lead = (id: number): LeadRow => ({
  id,
  kind: 'catalog',
  label: 'Catalogue request',
  email: `grower${id}@example.com`,
  name: `Grower ${id}`,
  created_at: '2026-06-01T12:00:00.000Z',
  handled_at: null,
  payload: { name: `Grower ${id}`, email: `grower${id}@example.com`, phone: '805 555 0100' },
});

afterEach(() => vi.unstubAllGlobals());

it('adds the older leads below the newest when asked, until there are none', async () => {
  const pages: Record<string, LeadPage> = {
    first: { total: 3, items: [lead(3), lead(2)], next: 'after-2' },
    'after-2': { total: 3, items: [lead(1)], next: null },
  };
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const cursor = new URL(url, 'http://localhost').searchParams.get('cursor');
      asked.push(cursor ?? 'first');
      return new Response(JSON.stringify(pages[cursor ?? 'first']), { status: 200 });
    }),
  );
  renderWithProviders(<LeadsPanel />);

  expect(await screen.findByText('grower2@example.com')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(STAFF_TEXT.showing(2, 3));
  fireEvent.click(screen.getByRole('button', { name: STAFF_TEXT.showOlder }));

  expect(await screen.findByText('grower1@example.com')).toBeInTheDocument();
  expect(screen.getByText('grower3@example.com')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(STAFF_TEXT.showing(3, 3));
  await waitFor(() => expect(screen.queryByRole('button', { name: STAFF_TEXT.showOlder })).not.toBeInTheDocument());
  expect(asked).toEqual(['first', 'after-2']);
});
