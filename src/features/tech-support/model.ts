import { TECH_SUPPORT_MENU, type TechSupportTopic } from '../../content/tech-support';
import type { Product } from '../../shared/product';

export interface DocumentedGroup {
  category: string;
  products: Product[];
}

const hasLink = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export const hasDocuments = (product: Product) => hasLink(product.spec_sheet) || hasLink(product.manual);

const OTHER = 'Other';

/** Products with a spec sheet or a manual, grouped by category (A–Z), each group sorted by name. */
export function documentedProductGroups(products: readonly Product[]): DocumentedGroup[] {
  const groups = new Map<string, Product[]>();
  for (const product of products) {
    if (!hasDocuments(product)) continue;
    const category = product.category?.trim() || OTHER;
    groups.set(category, [...(groups.get(category) ?? []), product]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === OTHER ? 1 : b === OTHER ? -1 : a.localeCompare(b)))
    .map(([category, list]) => ({
      category,
      products: list.sort((a, b) => a.item_name.localeCompare(b.item_name)),
    }));
}

export const documentLink = (value: unknown): string | undefined => (hasLink(value) ? value : undefined);

export const isTechSupportTopic = (value: string): value is TechSupportTopic =>
  TECH_SUPPORT_MENU.some((item) => item.key === value);
