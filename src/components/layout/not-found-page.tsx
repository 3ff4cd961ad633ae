import { Link } from '@tanstack/react-router';
import { NOT_FOUND } from '../../content/navigation';
import classes from './message-page.module.css';

export function NotFoundPage() {
  return (
    <section className={classes.page} aria-labelledby="not-found-title">
      <p className={classes.code} aria-hidden="true">
        {NOT_FOUND.code}
      </p>
      <h1 id="not-found-title" className={classes.title}>
        {NOT_FOUND.title}
      </h1>
      <p className={classes.text}>{NOT_FOUND.text}</p>
      <ul className={classes.links}>
        {NOT_FOUND.links.map(({ label, ...link }, index) => (
          <li key={label}>
            {/* The way home comes first and stands out. */}
            <Link {...link} className={index === 0 ? classes.primary : classes.secondary}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
