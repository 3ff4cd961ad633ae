import { Alert, Container, Text, Title } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import { NotSavedOffline } from '../../components/offline/not-saved-offline';
import type { FamilyPage as FamilyPageConfig } from '../../content/families';
import { loadProducts, useProducts, type HandedOverList } from '../../lib/use-products';
import { FamilySection } from './family-section';
import { FAMILY_TEXT, productsOfFamily } from './model';
import classes from './family-page.module.css';

interface FamilyPageProps {
  page: FamilyPageConfig;
  /** The section to land on when the address has no hash. */
  defaultHash?: string;
  /** The products the route's loader handed over, if any. */
  handedOver?: HandedOverList;
}

export function FamilyPage({ page, defaultHash, handedOver }: FamilyPageProps) {
  const { products, loading, error, unreachable } = useProducts({ handedOver });
  const hash = useLocation({ select: (location) => location.hash });
  const byFamily = useMemo(
    () => new Map(page.families.map((family) => [family.key, productsOfFamily(products, family)])),
    [page, products],
  );
  useScrollToSection(hash || defaultHash || '', loading);

  return (
    <Container size="lg" py="xl">
      <Title order={1}>{page.heading}</Title>
      <Text size="lg" mt="xs" mb="lg" maw={760}>
        {page.intro}
      </Text>
      {unreachable ? (
        <NotSavedOffline onRetry={() => void loadProducts()} />
      ) : error ? (
        <Alert color="red" title={<Title order={2} size="h3">{FAMILY_TEXT.error}</Title>} role="alert">
          {error}
        </Alert>
      ) : (
        page.families.map((family) => (
          <FamilySection key={family.key} family={family} products={byFamily.get(family.key) ?? []} loading={loading} />
        ))
      )}
      {page.categoryLink ? (
        <Link to="/categories" search={{ category: page.categoryLink.category }} className={classes.categoryLink}>
          {page.categoryLink.label}
        </Link>
      ) : null}
    </Container>
  );
}

/**
 * Cards change the page height as they arrive, so a hash target is scrolled to only once the
 * products have loaded; the browser's own jump on first paint would land in the wrong place.
 */
function useScrollToSection(target: string, loading: boolean) {
  const done = useRef('');
  useEffect(() => {
    if (loading || !target || done.current === target) return;
    const section = document.getElementById(target);
    if (!section) return;
    done.current = target;
    requestAnimationFrame(() => section.scrollIntoView({ block: 'start' }));
  }, [target, loading]);
}
