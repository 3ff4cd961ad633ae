import { knowledgeFor } from '../../shared/content/product-knowledge';
import type { Product } from '../../shared/product';
import { PRODUCT_TEXT } from './messages';
import classes from './product.module.css';

/** Spectrum charts and certification badges from the product knowledge kept in the app, not in the server record. */
export function KnowledgeSections({ product }: { product: Product }) {
  const knowledge = knowledgeFor(product.sku);
  const spectrums = knowledge?.spectrums ?? [];
  const certifications = knowledge?.certifications ?? [];
  return (
    <>
      <section className={classes.section} aria-labelledby="spectrum-heading">
        <h2 id="spectrum-heading">{PRODUCT_TEXT.spectrum}</h2>
        {knowledge?.description && <p>{knowledge.description}</p>}
        {spectrums.length ? (
          <ul className={classes.spectrums}>
            {spectrums.map((spectrum) => (
              <li key={spectrum.name}>
                <figure>
                  <img src={spectrum.image} alt={`${spectrum.name} spectrum chart`} width={320} height={200} loading="lazy" />
                  <figcaption>{spectrum.name}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        ) : (
          <p>{PRODUCT_TEXT.spectrumFallback}</p>
        )}
      </section>
      <section className={classes.section} aria-labelledby="certifications-heading">
        <h2 id="certifications-heading">{PRODUCT_TEXT.certifications}</h2>
        {certifications.length ? (
          <ul className={classes.badges}>
            {certifications.map((certification) => (
              <li key={certification}>{certification}</li>
            ))}
          </ul>
        ) : (
          <p>{PRODUCT_TEXT.certificationsFallback}</p>
        )}
      </section>
    </>
  );
}
