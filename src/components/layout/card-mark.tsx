import type { ReactNode } from 'react';
import type { CardBrand } from '../../content/navigation';

const DISCOVER_TYPE = { fill: '#1f2933', fontSize: 6.6, fontWeight: 800, fontFamily: 'Arial, sans-serif' } as const;

/** Small drawn marks of the accepted cards; each carries the brand's name for assistive technology. */
const MARKS: Record<CardBrand, ReactNode> = {
  amex: (
    <>
      <rect width="40" height="26" rx="4" fill="#2671b9" />
      <text x="20" y="17" fill="#fff" fontSize="10" fontWeight="800" textAnchor="middle" fontFamily="Arial, sans-serif">
        AMEX
      </text>
    </>
  ),
  discover: (
    <>
      <rect x="0.5" y="0.5" width="39" height="25" rx="4" fill="#fff" stroke="#c9ced6" />
      {/* Each word is fitted to its width: a fallback font must not push VER past the card's edge. */}
      <text x="3" y="16" textLength="15.5" lengthAdjust="spacingAndGlyphs" {...DISCOVER_TYPE}>
        DISC
      </text>
      <circle cx="22.3" cy="13.6" r="3.2" fill="#f28a1e" />
      <text x="26" y="16" textLength="11" lengthAdjust="spacingAndGlyphs" {...DISCOVER_TYPE}>
        VER
      </text>
    </>
  ),
  mastercard: (
    <>
      <rect width="40" height="26" rx="4" fill="#20252b" />
      <circle cx="16" cy="13" r="7" fill="#e8141e" />
      <circle cx="24" cy="13" r="7" fill="#f59e1b" fillOpacity="0.9" />
    </>
  ),
  visa: (
    <>
      <rect x="0.5" y="0.5" width="39" height="25" rx="4" fill="#fff" stroke="#c9ced6" />
      <text
        x="20"
        y="17.5"
        fill="#1a2a8c"
        fontSize="11"
        fontStyle="italic"
        fontWeight="900"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
      >
        VISA
      </text>
    </>
  ),
};

export function CardMark({ brand, name }: { brand: CardBrand; name: string }) {
  return (
    <svg viewBox="0 0 40 26" width="40" height="26" role="img" aria-label={name}>
      <title>{name}</title>
      {MARKS[brand]}
    </svg>
  );
}
