import { SITE } from '../../shared/content/site';

interface ContactLinksProps {
  className?: string;
  linkClassName?: string;
}

/** The sales phone and email as tappable links. */
export function ContactLinks({ className, linkClassName }: ContactLinksProps) {
  return (
    <div className={className}>
      <a className={linkClassName} href={SITE.phoneHref}>
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
          <path
            d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z"
            fill="currentColor"
          />
        </svg>
        {SITE.phone}
      </a>
      <a className={linkClassName} href={`mailto:${SITE.salesEmail}`}>
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
          <path d="M3 5h18v14H3z" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m3 6 9 7 9-7" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        {SITE.salesEmail}
      </a>
    </div>
  );
}
