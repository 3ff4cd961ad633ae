import { linkOptions } from '@tanstack/react-router';

/**
 * Trade-show lead capture on a sales rep's tablet: linked from the menu and the page about
 * offline use, both loaded after the first screen, so it lives apart from the header's links.
 */
export const BOOTH_LINK = { ...linkOptions({ to: '/booth' }), label: 'Booth mode' } as const;
