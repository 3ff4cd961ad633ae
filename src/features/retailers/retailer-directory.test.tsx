import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../tests/setup/render';
import { DIRECTORY_TEXT, type RetailerEntry } from '../../content/retailers';
import { RetailerDirectory } from './retailer-directory';

const entries: RetailerEntry[] = [
  {
    id: 'a',
    name: 'Alpine Grow',
    state: 'COLORADO',
    letter: 'A',
    image: '/retailers/a.svg',
    link: 'https://a.example',
  },
  { id: 'b', name: 'Bayou Hydro', state: 'LOUISIANA', letter: 'B', link: '#' },
];

describe('RetailerDirectory', () => {
  it('shows the empty message and a way back for a letter without retailers', async () => {
    renderWithProviders(<RetailerDirectory entries={entries} initialLetter="Q" />);
    expect(screen.getByText('No brands found for letter "Q"')).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: DIRECTORY_TEXT.viewAll }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(/No brands found/)).not.toBeInTheDocument();
  });

  it('draws initials for a store without a logo and keeps a placeholder link inert', () => {
    renderWithProviders(<RetailerDirectory entries={entries} />);
    const bayou = screen.getAllByRole('listitem')[1];
    expect(within(bayou).getByRole('img', { name: 'Bayou Hydro logo' })).toHaveTextContent('BH');
    const link = within(bayou).getByRole('link', { name: DIRECTORY_TEXT.visit });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).not.toHaveAttribute('href');
    const alpine = screen.getAllByRole('listitem')[0];
    expect(within(alpine).getByRole('link', { name: /Visit Store/ })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('toggles a letter with aria-pressed and offers Show All Brands while filtered', async () => {
    renderWithProviders(<RetailerDirectory entries={entries} />);
    const b = screen.getByRole('button', { name: 'B' });
    expect(screen.getByRole('button', { name: 'C' })).toBeDisabled();
    await userEvent.click(b);
    expect(b).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: DIRECTORY_TEXT.showAll })).toBeInTheDocument();
    await userEvent.click(b);
    expect(b).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: DIRECTORY_TEXT.showAll })).not.toBeInTheDocument();
  });
});
