import { Link } from '@tanstack/react-router';
import { ACCEPTED_CARDS, FIND_A_RETAILER, FOOTER_COLUMNS, FRAME_TEXT, OFFLINE_LINK, SOCIAL_LINKS } from '../../content/navigation';
import { SITE } from '../../shared/content/site';
import { CardMark } from './card-mark';
import { ContactLinks } from './contact-links';
import { SocialIcon } from './social-icon';
import classes from './site-footer.module.css';

/** Retailer call to action, contact, link columns, socials and payment marks. */
export function SiteFooter() {
  const { street, city, region, postalCode, country } = SITE.address;
  return (
    <footer className={classes.footer}>
      <section className={classes.cta} aria-labelledby="footer-cta">
        <div className={classes.inner}>
          <div>
            <h2 id="footer-cta" className={classes.ctaTitle}>
              {FRAME_TEXT.retailerCtaTitle}
            </h2>
            <p className={classes.ctaText}>{FRAME_TEXT.retailerCtaText}</p>
          </div>
          <Link {...FIND_A_RETAILER} className={classes.ctaButton}>
            {FRAME_TEXT.retailerCta}
          </Link>
        </div>
      </section>

      <div className={classes.body}>
        <div className={`${classes.inner} ${classes.grid}`}>
          <div className={classes.brand}>
            <p className={classes.brandName}>{SITE.name}</p>
            <h2 className={classes.columnTitle}>{FRAME_TEXT.contactTitle}</h2>
            <address className={classes.address}>
              <ContactLinks className={classes.contact} linkClassName={classes.contactLink} />
              <span>{street}</span>
              <span>
                {city}, {region} {postalCode}
              </span>
              <span>{country}</span>
            </address>
            <Link to={OFFLINE_LINK.to} className={classes.offlineLink}>
              {OFFLINE_LINK.label}
            </Link>
          </div>
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title} className={classes.column}>
              <h2 className={classes.columnTitle}>{column.title}</h2>
              <ul className={classes.links}>
                {column.links.map(({ label, ...link }) => (
                  <li key={label}>
                    <Link {...link} className={classes.link}>
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>

      <div className={classes.bottom}>
        <div className={`${classes.inner} ${classes.bottomRow}`}>
          <ul className={classes.socials} aria-label={FRAME_TEXT.socialTitle}>
            {SOCIAL_LINKS.map(({ network, name, href }) => (
              <li key={network}>
                <a
                  className={classes.social}
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={FRAME_TEXT.socialLabel(name)}
                >
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
          <p className={classes.copyright}>{FRAME_TEXT.copyright(new Date().getFullYear())}</p>
          <ul className={classes.cards} aria-label={FRAME_TEXT.acceptedCards}>
            {ACCEPTED_CARDS.map(({ brand, name }) => (
              <li key={brand}>
                <CardMark brand={brand} name={name} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
