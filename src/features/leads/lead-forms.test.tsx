import { act, fireEvent, screen, within } from '@testing-library/react';
import { choose, renderWithMantine } from '../../components/form/test-utils';
import { discardEntry } from '../../lib/outbox/page/runtime';
import { useOutboxStore } from '../../lib/outbox/page/view-store';
import { QUEUED_OFFLINE, QUEUED_UNREACHABLE } from '../../lib/outbox/texts';
import CatalogueRequestModal from './catalogue-request-modal';
import PageLeadForm from './page-lead-form';
import { fakeTimersKeepingStorage } from '../../../tests/setup/held-fetch';
import { fillLead, modalFocusSettled, stubLeadServer } from './test-helpers';

const FreeLightLayoutForm = () => <PageLeadForm form="freeLightLayout" />;
const RetailerInquiryForm = () => <PageLeadForm form="retailerInquiry" />;

const send = () => screen.getByRole('button', { name: /^SEND/ });
/** Submits with timers faked from here on, so the spec's delays can be stepped through. */
const submitWithFakeTimers = () => {
  fakeTimersKeepingStorage();
  fireEvent.click(send());
};
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CatalogueRequestModal', () => {
  it('shows every message on an empty submit, posts nothing, and clears a message when its field changes', async () => {
    const server = stubLeadServer();
    const { user } = renderWithMantine(<CatalogueRequestModal opened onClose={() => {}} />);
    await modalFocusSettled();
    await user.click(send());
    for (const message of ['Full name is required', 'Email is required', 'Phone is required', 'Please select your role', 'State is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(server.requests).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'dana@');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    await user.click(send());
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
  });

  it('keys State and Province on Canada and sends full state names', async () => {
    const { user } = renderWithMantine(<CatalogueRequestModal opened onClose={() => {}} />);
    await modalFocusSettled();
    expect(screen.getByRole('combobox', { name: /^State/ })).toBeInTheDocument();
    const server = stubLeadServer();
    await fillLead(user, { role: 'Retailer', country: 'Canada', state: 'Nova Scotia' });
    await user.click(send());
    await server.received(1);
    expect(server.requests[0]).toMatchObject({
      url: '/api/catalog',
      body: { name: 'Dana Grower', phone: '805 555 0100', email: 'dana@example.com', country: 'Canada', state: 'Nova Scotia', customer_type_website: 'retail' },
    });
  });

  it('reads SENDING... while in flight, ignores a second submit, and closes 2 s after success with everything reset', async () => {
    const server = stubLeadServer();
    const onClose = vi.fn();
    const { user, rerender } = renderWithMantine(<CatalogueRequestModal opened onClose={onClose} />);
    await modalFocusSettled();
    await fillLead(user, { role: 'Cultivator', state: 'Ohio' });
    submitWithFakeTimers();
    await advance(0);
    expect(screen.getByRole('button', { name: 'SENDING...' })).toBeDisabled();
    fireEvent.submit(screen.getByRole('form'));
    await server.received(1);
    await advance(0);
    expect(server.requests).toHaveLength(1);

    await server.succeed();
    expect(screen.getByText('Success! Check your email for the Verdant catalogue')).toBeInTheDocument();
    // Until it closes, the sent lead stays in view but cannot go again.
    expect(send()).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Full name/ })).toBeDisabled();
    fireEvent.submit(screen.getByRole('form'));
    await advance(0);
    expect(server.requests).toHaveLength(1);
    await advance(1999);
    expect(onClose).not.toHaveBeenCalled();
    await advance(1);
    expect(onClose).toHaveBeenCalledTimes(1);

    rerender(<CatalogueRequestModal opened onClose={onClose} />);
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('');
    expect(screen.queryByText(/Success!/)).not.toBeInTheDocument();
  });

  it('offline, saves one lead however often SEND is tapped, empties it and stays locked until the modal closes', async () => {
    await act(async () => {
      await useOutboxStore.getState().refresh();
      for (const entry of useOutboxStore.getState().entries) await discardEntry(entry.id);
    });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const server = stubLeadServer();
    const { user } = renderWithMantine(<CatalogueRequestModal opened onClose={() => {}} />);
    await modalFocusSettled();
    await fillLead(user, { role: 'Cultivator', state: 'Ohio' });
    fireEvent.click(send());
    fireEvent.click(send());
    expect(await screen.findByRole('status')).toHaveTextContent(QUEUED_OFFLINE);
    fireEvent.submit(screen.getByRole('form'));
    await act(async () => {
      await useOutboxStore.getState().refresh();
    });
    expect(useOutboxStore.getState().entries.map((entry) => entry.summary)).toEqual(['Dana Grower — dana@example.com']);
    expect(send()).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Email/ })).toBeDisabled();
    // Emptied as soon as it was saved: the next visitor does not read this one's details.
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('');
    expect(server.requests).toHaveLength(0);
  });

  it('shows the red banner on failure, keeps the fields, and only logs the detail', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = stubLeadServer();
    const { user } = renderWithMantine(<CatalogueRequestModal opened onClose={() => {}} />);
    await modalFocusSettled();
    await fillLead(user, { role: 'Hobbyist', state: 'Texas' });
    await user.click(send());
    await server.fail(500, { message: 'Mail relay down' });
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, there was an error. Please try again or contact us directly.');
    expect(screen.queryByText('Mail relay down')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('POST /api/catalog failed:', 'Mail relay down');
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Dana Grower');
    expect(send()).toHaveTextContent('SEND');
    expect(send()).toBeEnabled();
  });

  it('resets fields, errors and status when closed with the close mark', async () => {
    stubLeadServer();
    const onClose = vi.fn();
    const { user } = renderWithMantine(<CatalogueRequestModal opened onClose={onClose} />);
    await modalFocusSettled();
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Dana');
    await user.click(send());
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /close/i }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });
});

describe('FreeLightLayoutForm', () => {
  it('has the id the Get Started banner scrolls to and asks for a province in Canada', async () => {
    const { user, container } = renderWithMantine(<FreeLightLayoutForm />);
    expect(container.querySelector('#free-light-layout-form')).toBeInTheDocument();
    await choose(user, /Country/, 'Canada');
    await user.click(send());
    expect(await screen.findByText('Province is required')).toBeInTheDocument();
  });

  it('sends two-letter codes, clears the fields on success and drops the message after 5 s', async () => {
    const server = stubLeadServer();
    const { user } = renderWithMantine(<FreeLightLayoutForm />);
    await fillLead(user, { role: 'Microgrower', state: 'California' });
    submitWithFakeTimers();
    await server.received(1);
    expect(server.requests[0].url).toBe('/api/freelightlayout');
    expect(server.requests[0].body).toMatchObject({ state: 'CA', country: 'United States', customer_type_website: 'microgrower' });
    expect(server.requests[0].body).toMatchObject({ retailer_name: 'Green Depot', company_name: 'Dana Farms' });

    await server.succeed();
    expect(screen.getByText('Success! Check your email for the Light Layout.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Company name/ })).toHaveValue('');
    await advance(4999);
    expect(screen.getByText('Success! Check your email for the Light Layout.')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText('Success! Check your email for the Light Layout.')).not.toBeInTheDocument();
  });

  it('says the request is saved for later when the server cannot be reached, and clears the fields', async () => {
    const server = stubLeadServer();
    const { user } = renderWithMantine(<FreeLightLayoutForm />);
    await fillLead(user, { role: 'Other', state: 'Utah' });
    await user.click(send());
    await server.dropConnection();
    // The device is online: it is the server that does not answer, and the form says so.
    expect(await screen.findByRole('status')).toHaveTextContent(QUEUED_UNREACHABLE);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Success!/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('');
  });
});

describe('RetailerInquiryForm', () => {
  it('offers the retailer roles under Select role', async () => {
    renderWithMantine(<RetailerInquiryForm />);
    const role = screen.getByRole('combobox', { name: /Role/ });
    expect(role).toHaveDisplayValue('Select role');
    const options = within(role).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Select role', 'Store Owner', 'Store Manager', 'Buyer', 'Sales Representative', 'Other']);
    expect(within(role).getByRole('option', { name: 'Select role' })).toBeDisabled();
  });

  it('sends the role value, full state name and the store it is from, keeps the message 3 s, then resets', async () => {
    const server = stubLeadServer();
    const { user } = renderWithMantine(<RetailerInquiryForm />);
    await fillLead(user, { role: 'Sales Representative', state: 'New York' });
    submitWithFakeTimers();
    await server.received(1);
    expect(server.requests[0]).toMatchObject({
      url: '/api/retailers',
      body: {
        name: 'Dana Grower',
        phone: '805 555 0100',
        email: 'dana@example.com',
        country: 'United States',
        state: 'New York',
        customer_type_website: 'sales_rep',
        retailer_name: 'Green Depot',
        company_name: 'Dana Farms',
      },
    });
    await server.succeed();
    expect(screen.getByText("Success! We'll be in touch soon.")).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Dana Grower');
    await advance(2999);
    expect(screen.getByText("Success! We'll be in touch soon.")).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText("Success! We'll be in touch soon.")).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /Role/ })).toHaveValue('');
  });
});
