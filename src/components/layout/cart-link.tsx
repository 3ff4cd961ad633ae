import { Link } from '@tanstack/react-router';
import { FRAME_TEXT } from '../../content/navigation';
import classes from './cart-link.module.css';

const MAX_SHOWN = 99;

/** The header's cart link; its badge shows only when the cart holds something. */
export function CartLink({ count }: { count: number }) {
  return (
    <Link to="/cart" className={classes.link} aria-label={FRAME_TEXT.cartLabel(count)}>
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
        <path
          d="M2.5 3.5h2.6l2.3 11.2a1.6 1.6 0 0 0 1.6 1.3h8.8a1.6 1.6 0 0 0 1.5-1.2l1.7-7.3H6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.9"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9.5" cy="20" r="1.6" fill="currentColor" />
        <circle cx="17.5" cy="20" r="1.6" fill="currentColor" />
      </svg>
      {/* Positioned over the icon, so its appearance never moves the header. */}
      {count > 0 && (
        <span className={classes.badge} data-testid="cart-count" aria-hidden="true">
          {count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}
        </span>
      )}
    </Link>
  );
}
