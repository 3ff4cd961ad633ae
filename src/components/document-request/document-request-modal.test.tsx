import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { choose, renderWithMantine } from '../../components/form/test-utils';
import { SITE } from '../../shared/content/site';
import { holdFetch, fakeTimersKeepingStorage } from '../../../tests/setup/held-fetch';
import { DocumentRequestModal } from './document-request-modal';
import type { DocumentRequest } from './model';

const request: DocumentRequest = { productName: 'iLogic Plus 1050W', sku: 'IL-L1050MS', specSheetUrl: '/docs/il-l1050ms-spec.pdf', manualUrl: null };

function stubServer() {
  const server = holdFetch();
  return {
    ...server,
    answer: (status: number, body: unknown) => server.json(status, body),
  };
}

async function openModal(onClose = vi.fn(), req: DocumentRequest = request) {
  const view = renderWithMantine(<DocumentRequestModal opened onClose={onClose} request={req} />);
  // The modal moves focus inside itself just after opening; a click before that would be lost to it.
  await waitFor(() => expect(document.activeElement).not.toBe(document.body));
  return { ...view, onClose };
}

async function fill(user: Awaited<ReturnType<typeof openModal>>['user']) {
  for (const [label, value] of [
    [/Full name/, 'Dana Grower'],
    [/Email/, 'dana@example.com'],
    [/Phone/, '805 555 0100'],
  ] as const) {
    await user.click(screen.getByRole('textbox', { name: label }));
    await user.paste(value);
  }
  await choose(user, /Customer type/, 'Retailer');
  await choose(user, /^State/, 'Oregon');
}

const submitButton = () => screen.getByRole('button', { name: /^REQUEST/ });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DocumentRequestModal', () => {
  it('names the product and shows the message of every field on an empty submit', async () => {
    const { user } = await openModal();
    expect(screen.getByTestId('document-product-name')).toHaveTextContent('iLogic Plus 1050W');
    expect(screen.getByRole('combobox', { name: /Customer type/ })).toHaveDisplayValue('Select user type');
    await user.click(submitButton());
    for (const message of ['Full name is required', 'Email is required', 'Phone is required', 'Customer type is required', 'State is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('falls back to Product Download Request when no product is named', async () => {
    await openModal(vi.fn(), { productName: '', specSheetUrl: null, manualUrl: null });
    expect(screen.getByTestId('document-product-name')).toHaveTextContent('Product Download Request');
  });

  it('shows +1 with the flag of the country, and a country change empties the state', async () => {
    const { user } = await openModal();
    expect(screen.getByTestId('phone-prefix')).toHaveTextContent('+1');
    expect(screen.getByRole('img', { name: 'United States flag' })).toBeInTheDocument();
    await choose(user, /^State/, 'Oregon');
    await choose(user, /Country/, 'Canada');
    expect(screen.getByRole('img', { name: 'Canada flag' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Province/ })).toHaveValue('');
  });

  it('posts the request, reads REQUESTING... while sending, ignores a second submit, and closes 2 s after success', async () => {
    const server = stubServer();
    const { user, onClose } = await openModal();
    await fill(user);
    fakeTimersKeepingStorage();
    fireEvent.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('button', { name: 'REQUESTING...' })).toBeDisabled();
    fireEvent.submit(screen.getByRole('form'));
    await server.received(1);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(server.requests.map(({ url }) => url)).toEqual(['/api/document']);
    expect(server.requests.map(({ body }) => body)).toEqual([
      {
        name: 'Dana Grower',
        phone: '805 555 0100',
        email: 'dana@example.com',
        country: 'United States',
        state: 'Oregon',
        customer_type_website: 'retail',
        product_name: 'iLogic Plus 1050W',
        sku: 'IL-L1050MS',
        spec_sheet_url: '/docs/il-l1050ms-spec.pdf',
        manual_url: null,
      },
    ]);

    await server.answer(201, { message: 'Received' });
    expect(
      screen.getByText('Thank you! Your request has been submitted successfully. Our team will contact you soon with the requested documents.'),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(onClose).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('');
  });

  it('on failure shows the fixed text and a contact link, logs the cause, and keeps the fields', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = stubServer();
    const { user } = await openModal();
    await fill(user);
    await user.click(submitButton());
    await server.answer(502, { error: 'Upstream mail failure' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sorry, there was an error submitting your request. Please try again or contact us directly.',
    );
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toMatch(new RegExp(`^mailto:${SITE.salesEmail}`));
    expect(log).toHaveBeenCalledWith('POST /api/document failed:', 'Upstream mail failure');
    expect(screen.queryByText('Upstream mail failure')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('dana@example.com');
  });

  it('clears everything when closed and starts clean when opened again', async () => {
    const { user, onClose, rerender } = await openModal();
    await user.click(screen.getByRole('textbox', { name: /Full name/ }));
    await user.paste('Dana');
    await user.click(submitButton());
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    rerender(<DocumentRequestModal opened={false} onClose={onClose} request={request} />);
    rerender(<DocumentRequestModal opened onClose={onClose} request={{ ...request, productName: 'Touch+ Controller' }} />);
    expect(await screen.findByTestId('document-product-name')).toHaveTextContent('Touch+ Controller');
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });
});
