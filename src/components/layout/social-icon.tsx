import type { ReactNode } from 'react';
import type { SocialNetwork } from '../../content/navigation';

/** Simple drawn marks of each network, in the current text colour. */
const PATHS: Record<SocialNetwork, ReactNode> = {
  linkedin: (
    <>
      <rect x="4" y="9" width="3.2" height="11" />
      <circle cx="5.6" cy="5.4" r="1.9" />
      <path d="M10 9h3.1v1.5c.7-1.1 1.9-1.8 3.5-1.8 2.8 0 3.9 1.8 3.9 4.8V20h-3.2v-5.9c0-1.5-.5-2.5-1.9-2.5s-2.2 1-2.2 2.5V20H10z" />
    </>
  ),
  facebook: (
    <path d="M13.6 21v-7.6h2.6l.4-3.1h-3V8.4c0-.9.3-1.5 1.5-1.5h1.6V4.2a21 21 0 0 0-2.4-.2c-2.3 0-3.9 1.4-3.9 4v2.3H7.8v3.1h2.6V21z" />
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.2" cy="6.8" r="1.2" />
    </>
  ),
  youtube: (
    <path
      fillRule="evenodd"
      d="M6.2 5.5h11.6a4.2 4.2 0 0 1 4.2 4.2v4.6a4.2 4.2 0 0 1-4.2 4.2H6.2A4.2 4.2 0 0 1 2 14.3V9.7a4.2 4.2 0 0 1 4.2-4.2zM10 8.8v6.4l5.4-3.2z"
    />
  ),
  tiktok: (
    <path d="M13.8 3h3.1a4.6 4.6 0 0 0 4.1 4.1v3.1a7.6 7.6 0 0 1-4.1-1.3v6.3a6.2 6.2 0 1 1-6.2-6.2h.5v3.2h-.5a3 3 0 1 0 3.1 3z" />
  ),
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
      {PATHS[network]}
    </svg>
  );
}
