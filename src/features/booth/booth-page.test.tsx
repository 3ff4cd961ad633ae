import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithMantine } from '../../components/form/test-utils';
import { useOutboxStore } from '../../lib/outbox/page/view-store';
import { primeProducts, resetProductsForTests } from '../../lib/use-products';
import { fakeTimersKeepingStorage, holdFetch } from '../../../tests/setup/held-fetch';
import BoothPage from './booth-page';
import { turnBoothOff, turnBoothOn } from './booth-store';
import { hasVisitor } from './capture-form';
import { BOOTH_TEXT } from './texts';

const SETUP = { event: 'GreenTech Amsterdam', booth: 'B12', rep: 'Sam Ortiz', idleSeconds: 30 };

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const send = () => screen.getByRole('button', { name: BOOTH_TEXT.send });

const PRODUCTS = [
  { id: 1, item_name: 'iLogic MS Plus 1050W', sku: 'IL-L1050MS' },
  { id: 2, item_name: 'HYPERMOL PRO 1450W', sku: 'IL-HMOL-1450-PRO' },
];

beforeEach(() => primeProducts({ products: PRODUCTS, asOf: Date.now() }));

afterEach(() => {
  resetProductsForTests();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => turnBoothOff());
});

describe('booth mode', () => {
  it('is set up with an event and a rep, and turned off only after confirmation', async () => {
    const { user } = renderWithMantine(<BoothPage />);
    await user.click(screen.getByRole('button', { name: BOOTH_TEXT.turnOn }));
    expect(screen.getByText(BOOTH_TEXT.eventRequired)).toBeInTheDocument();
    expect(screen.getByText(BOOTH_TEXT.repRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Event/ }), 'GreenTech Amsterdam');
    await user.type(screen.getByRole('textbox', { name: /^Booth/ }), 'B12');
    await user.type(screen.getByRole('textbox', { name: /^Rep name/ }), 'Sam Ortiz');
    await user.click(screen.getByRole('button', { name: BOOTH_TEXT.turnOn }));
    expect(await screen.findByRole('heading', { name: BOOTH_TEXT.captureTitle })).toBeInTheDocument();
    // No service worker here: the set-up is kept and the rep is told the store was not saved.
    expect(await screen.findByText(BOOTH_TEXT.saveFailed)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('verdant-booth')!)).toEqual({ event: 'GreenTech Amsterdam', booth: 'B12', rep: 'Sam Ortiz', idleSeconds: 60 });

    await user.click(screen.getByRole('button', { name: BOOTH_TEXT.turnOff }));
    const dialog = await screen.findByRole('dialog', { name: BOOTH_TEXT.confirmOffTitle });
    await user.click(within(dialog).getByRole('button', { name: BOOTH_TEXT.keepOn }));
    expect(localStorage.getItem('verdant-booth')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: BOOTH_TEXT.turnOff }));
    await user.click(within(await screen.findByRole('dialog', { name: BOOTH_TEXT.confirmOffTitle })).getByRole('button', { name: BOOTH_TEXT.confirmOff }));
    expect(await screen.findByRole('heading', { name: BOOTH_TEXT.setupTitle })).toBeInTheDocument();
    expect(localStorage.getItem('verdant-booth')).toBeNull();
  });

  it('asks only for a name and an e-mail or a phone, queues one lead offline and empties the form for the next visitor', async () => {
    act(() => turnBoothOn(SETUP));
    const server = holdFetch();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = renderWithMantine(<BoothPage />);
    await user.click(send());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('An email or a phone is required')).toBeInTheDocument();

    await user.type(field('Name'), 'Ari Bloom');
    await user.type(field('Phone'), '555 0100');
    await user.type(field('Notes'), 'Wants a quote');
    await user.click(screen.getByRole('radio', { name: 'Hot' }));
    await user.click(send());
    expect(await screen.findByText(BOOTH_TEXT.queued)).toBeInTheDocument();
    expect(field('Name')).toHaveValue('');
    expect(field('Phone')).toHaveValue('');
    expect(field('Notes')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Warm' })).toBeChecked();
    expect(screen.queryByText(/Ari Bloom|Wants a quote/)).not.toBeInTheDocument();
    expect(server.requests).toHaveLength(0);

    await act(() => useOutboxStore.getState().refresh());
    const entries = useOutboxStore.getState().entries.filter((entry) => entry.kind === 'booth');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ summary: 'Rating: Hot', state: 'pending' });
    expect(entries[0]!.payload).toMatchObject({ name: 'Ari Bloom', phone: '555 0100', rating: 'hot', event: 'GreenTech Amsterdam', booth: 'B12', rep: 'Sam Ortiz' });
    // The day's list names the lead by its time, rating and state only.
    const today = screen.getByRole('table', { name: BOOTH_TEXT.recentTitle });
    expect(within(today).getByText('Rating: Hot')).toBeInTheDocument();
    expect(screen.getByText(`${BOOTH_TEXT.waiting}:`, { exact: false })).toHaveTextContent(`${BOOTH_TEXT.waiting}: 1`);
  });

  it('sends a card photo with the lead, and refuses a file that is not an image', async () => {
    act(() => turnBoothOn(SETUP));
    holdFetch();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = renderWithMantine(<BoothPage />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('capture', 'environment');
    await user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'card.png', { type: 'image/png' }));
    expect(await screen.findByText(BOOTH_TEXT.cardPhotoTaken)).toBeInTheDocument();
    // A browser that lets any file through its picker (the accept list is a hint): refused, the photo kept.
    const pdf = new File(['%PDF'], 'card.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: { 0: pdf, length: 1, item: () => pdf } } });
    expect(await screen.findByText(BOOTH_TEXT.photoRefused)).toBeInTheDocument();
    expect(screen.getByText(BOOTH_TEXT.cardPhotoTaken)).toBeInTheDocument();
    await user.type(field('Name'), 'Card Only');
    await user.type(field('Phone'), '555 0101');
    await user.click(send());
    expect(await screen.findByText(BOOTH_TEXT.queued)).toBeInTheDocument();
    expect(screen.queryByText(BOOTH_TEXT.cardPhotoTaken)).not.toBeInTheDocument();
    await act(() => useOutboxStore.getState().refresh());
    const entry = useOutboxStore.getState().entries.find((candidate) => candidate.kind === 'booth' && candidate.payload.name === 'Card Only');
    expect(entry?.files).toEqual([{ field: 'files', name: 'card.png', type: 'image/png', size: 4 }]);
    expect(entry?.payload).not.toHaveProperty('cardPhoto');
  });

  it('empties a half-filled form after the idle time, and leaves an untouched one alone', async () => {
    act(() => turnBoothOn(SETUP));
    fakeTimersKeepingStorage();
    renderWithMantine(<BoothPage />);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(field('Name')).toHaveValue('');
    fireEvent.change(field('Name'), { target: { value: 'Half Filled' } });
    fireEvent.input(field('Name'));
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(field('Name')).toHaveValue('Half Filled');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(field('Name')).toHaveValue('');
    expect(screen.queryByText('Half Filled')).not.toBeInTheDocument();
  });

  it('shows no Scan button where the browser has no QR code detector or camera', () => {
    act(() => turnBoothOn(SETUP));
    renderWithMantine(<BoothPage />);
    expect(screen.getByRole('heading', { name: BOOTH_TEXT.captureTitle })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BOOTH_TEXT.scan })).not.toBeInTheDocument();
  });

  describe('with a camera and a QR code detector', () => {
    const badges: string[] = [];
    beforeEach(() => {
      vi.stubGlobal(
        'BarcodeDetector',
        class {
          detect() {
            const badge = badges.shift();
            return Promise.resolve(badge === undefined ? [] : [{ rawValue: badge }]);
          }
        },
      );
      const stream = { getTracks: () => [{ stop: vi.fn() }] };
      Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: vi.fn(() => Promise.resolve(stream)) }, configurable: true });
      vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    });
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'mediaDevices');
    });

    const scan = async (user: ReturnType<typeof renderWithMantine>['user'], badge: string) => {
      badges.push(badge);
      await user.click(screen.getByRole('button', { name: BOOTH_TEXT.scan }));
    };

    it('fills the visitor from a vCard, keeping what the card does not say', async () => {
      act(() => turnBoothOn(SETUP));
      const { user } = renderWithMantine(<BoothPage />);
      await user.type(field('Notes'), 'Met at the demo');
      await scan(user, 'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Dana Reyes\r\nORG:Bloom Farms\r\nEMAIL:dana@bloom.example\r\nEND:VCARD');
      expect(await screen.findByText(BOOTH_TEXT.scanFilled)).toBeInTheDocument();
      expect(field('Name')).toHaveValue('Dana Reyes');
      expect(field('Company')).toHaveValue('Bloom Farms');
      expect(field('Email')).toHaveValue('dana@bloom.example');
      expect(field('Notes')).toHaveValue('Met at the demo');
    });

    it('keeps a badge URL in the notes, and says a broken card changed nothing', async () => {
      act(() => turnBoothOn(SETUP));
      const { user } = renderWithMantine(<BoothPage />);
      await user.type(field('Name'), 'Typed First');
      await scan(user, 'BEGIN:VCARD\nVERSION:3.0\nFN:Cut Off');
      expect(await screen.findByText(BOOTH_TEXT.scanBroken)).toBeInTheDocument();
      expect(field('Name')).toHaveValue('Typed First');
      await scan(user, 'https://expo.example/badge/A-10442');
      expect(await screen.findByText(BOOTH_TEXT.scanNoted)).toBeInTheDocument();
      expect(field('Notes')).toHaveValue('https://expo.example/badge/A-10442');
      expect(field('Name')).toHaveValue('Typed First');
    });
  });

  it('counts anything typed about a visitor as a half-filled form, but not the rating alone', () => {
    const empty = { name: '', email: '', phone: '', company: '', rating: 'hot', notes: '', interests: [], cardPhoto: null, event: 'E', booth: '', rep: 'R' };
    expect(hasVisitor(empty)).toBe(false);
    expect(hasVisitor({ ...empty, company: 'Farm' })).toBe(true);
    expect(hasVisitor({ ...empty, interests: ['X (Y)'] })).toBe(true);
  });
});
