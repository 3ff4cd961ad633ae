import { Link } from '@tanstack/react-router';

export function SiteHeader() {
  return (
    <header>
      <Link to="/">Verdant</Link>
    </header>
  );
}
