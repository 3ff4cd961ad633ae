import { Alert, Button, Group, Loader, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { MANUAL_LINKS_TEXT } from '../../content/tech-support';
import { useProducts } from '../../lib/use-products';
import { useDocumentRequest } from '../../components/document-request/use-document-request';
import { documentLink, documentedProductGroups } from './model';
import classes from './tech-support.module.css';

export function ManualLinksPanel() {
  const { products, loading, error } = useProducts();
  const groups = useMemo(() => documentedProductGroups(products), [products]);
  const documents = useDocumentRequest();

  return (
    <>
      <Title order={2} mb="xs">
        {MANUAL_LINKS_TEXT.heading}
      </Title>
      <Text mb="md">{MANUAL_LINKS_TEXT.intro}</Text>
      {loading ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>Loading products…</Text>
        </Group>
      ) : error ? (
        <Alert color="red" role="alert" title={MANUAL_LINKS_TEXT.error}>
          {error}
        </Alert>
      ) : groups.length === 0 ? (
        <Text>{MANUAL_LINKS_TEXT.empty}</Text>
      ) : (
        groups.map((group) => (
          <section key={group.category} aria-labelledby={`docs-${group.category}`}>
            <Title order={3} size="h4" mt="lg" mb="xs" id={`docs-${group.category}`}>
              {group.category}
            </Title>
            <ul className={classes.documents}>
              {group.products.map((product) => {
                const specSheetUrl = documentLink(product.spec_sheet);
                const manualUrl = documentLink(product.manual);
                return (
                  <li key={product.id} className={classes.document}>
                    <div>
                      <Text fw={600}>{product.item_name}</Text>
                      <Text size="sm" c="dimmed">
                        SKU: {product.sku}
                      </Text>
                    </div>
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant="light"
                        disabled={!specSheetUrl}
                        aria-label={`${MANUAL_LINKS_TEXT.specSheet}: ${product.item_name}`}
                        onClick={() => documents.open({ productName: product.item_name, sku: product.sku, specSheetUrl })}
                      >
                        {MANUAL_LINKS_TEXT.specSheet}
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        disabled={!manualUrl}
                        aria-label={`${MANUAL_LINKS_TEXT.manual}: ${product.item_name}`}
                        onClick={() => documents.open({ productName: product.item_name, sku: product.sku, manualUrl })}
                      >
                        {MANUAL_LINKS_TEXT.manual}
                      </Button>
                    </Group>
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}
      {documents.modal}
    </>
  );
}
