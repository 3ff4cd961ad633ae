/**
 * Small drawn flags for the phone prefix: inline SVG keeps them crisp, offline and free of
 * image requests. Simplified on purpose — at 20 px a star field or a detailed leaf is noise.
 */
export function CountryFlag({ country }: { country: string }) {
  return country === 'Canada' ? <CanadaFlag /> : <UsFlag />;
}

function UsFlag() {
  const stripes = Array.from({ length: 7 }, (_, index) => (
    <rect key={index} y={index * 2} width="20" height="1" fill="#b22234" />
  ));
  return (
    <svg role="img" aria-label="United States flag" data-flag="us" width="20" height="13" viewBox="0 0 20 13">
      <rect width="20" height="13" fill="#fff" />
      {stripes}
      <rect width="8" height="7" fill="#3c3b6e" />
    </svg>
  );
}

function CanadaFlag() {
  return (
    <svg role="img" aria-label="Canada flag" data-flag="ca" width="20" height="13" viewBox="0 0 20 13">
      <rect width="20" height="13" fill="#fff" />
      <rect width="5" height="13" fill="#d52b1e" />
      <rect x="15" width="5" height="13" fill="#d52b1e" />
      <path d="M10 2.5 11 4.5 12.6 4 12 6.4 13.4 6.6 11.2 8.8 10.4 8.6 10.4 10.5H9.6V8.6L8.8 8.8 6.6 6.6 8 6.4 7.4 4 9 4.5Z" fill="#d52b1e" />
    </svg>
  );
}
