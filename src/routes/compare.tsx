import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ComparePage } from '../features/compare/compare-page';
import { skusFromSearch } from '../features/compare/model';
import { useCompareList } from '../lib/compare/compare-store';
import { text } from '../lib/search-params';

export const Route = createFileRoute('/compare')({
  validateSearch: (raw: Record<string, unknown>) => ({ skus: text(raw.skus) }),
  head: import.meta.env.SSR ? (context) => import('../lib/page-head').then(({ staticPageHead }) => staticPageHead('/compare', context)) : undefined,
  component: CompareRoute,
});

/** The products in the address, so a link shows what its sender saw; without any, those chosen on this device. */
function CompareRoute() {
  const { skus } = Route.useSearch();
  const navigate = Route.useNavigate();
  const saved = useCompareList();
  const shown = skus === undefined ? saved : skusFromSearch(skus);
  const show = (next: readonly string[]) => void navigate({ search: { skus: next.length > 0 ? next.join(',') : undefined }, replace: true });
  // The device's list is written into the address, ready to be shared.
  useEffect(() => {
    if (skus === undefined && saved.length > 0) void navigate({ search: { skus: saved.join(',') }, replace: true });
  }, [skus, saved, navigate]);
  return <ComparePage skus={shown} onChange={show} />;
}
