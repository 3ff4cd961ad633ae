import { Button, Container, Group, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ACCESSORIES_INTRO, ACCESSORY_SECTIONS, type AccessoryItem } from '../../shared/content/accessories';
import type { DocumentRequest } from '../../components/document-request/model';
import { useDocumentRequest } from '../../components/document-request/use-document-request';
import classes from './accessories.module.css';

export function AccessoriesPage() {
  const documents = useDocumentRequest();
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{ACCESSORIES_INTRO.heading}</Title>
      <Text size="lg" mt="xs" maw={760}>
        {ACCESSORIES_INTRO.text}
      </Text>
      <Button
        renderRoot={(props) => <Link {...props} to="/categories" search={{ category: 'cords-accessories' }} />}
        mt="md"
        size="md"
      >
        {ACCESSORIES_INTRO.shopCords}
      </Button>
      {ACCESSORY_SECTIONS.map((section) => (
        <section key={section.key} id={section.key} className={classes.section} aria-labelledby={`${section.key}-title`}>
          <img className={classes.image} src={section.image} alt="" width={320} height={220} loading="lazy" />
          <div>
            <Title order={2} id={`${section.key}-title`}>
              {section.title}
            </Title>
            <Text mt="xs" mb="sm">
              {section.description}
            </Text>
            <ul className={classes.items}>
              {section.items.map((item) => (
                <li key={item.name} className={classes.item}>
                  <div>
                    <Text fw={600}>{item.name}</Text>
                    <Text size="sm">{item.detail}</Text>
                    {item.sku ? (
                      <Text size="sm" c="dimmed">
                        SKU: {item.sku}
                      </Text>
                    ) : null}
                  </div>
                  <ItemActions item={item} onSpecSheet={documents.open} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
      {documents.modal}
    </Container>
  );
}

function ItemActions({ item, onSpecSheet }: { item: AccessoryItem; onSpecSheet: (request: DocumentRequest) => void }) {
  const { productSku } = item;
  return (
    <Group gap="xs">
      {productSku ? (
        <Button renderRoot={(props) => <Link {...props} to="/product/$sku" params={{ sku: productSku }} />} size="xs">
          {ACCESSORIES_INTRO.view}
        </Button>
      ) : null}
      {item.buyUrl ? (
        <Button
          component="a"
          href={item.buyUrl}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          aria-label={`${ACCESSORIES_INTRO.buy}: ${item.name} (opens in a new tab)`}
        >
          {ACCESSORIES_INTRO.buy}
        </Button>
      ) : null}
      {item.specSheetUrl ? (
        <Button
          variant="light"
          size="xs"
          aria-label={`${ACCESSORIES_INTRO.specSheet}: ${item.name}`}
          onClick={() => onSpecSheet({ productName: item.name, sku: item.sku, specSheetUrl: item.specSheetUrl })}
        >
          {ACCESSORIES_INTRO.specSheet}
        </Button>
      ) : null}
    </Group>
  );
}
