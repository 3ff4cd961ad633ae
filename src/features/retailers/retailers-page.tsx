import { Suspense, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Text, Title } from '@mantine/core';
import { CANADA_PAGE_TEXT, type RetailerContact } from '../../content/retailers';
import { FeaturedRetailers } from './featured-retailers';
import { RetailerDirectory } from './retailer-directory';
import { RETAILER_PAGES, type RetailerPageBlock, type RetailerPageName } from './retailer-pages';
import classes from './retailers.module.css';

export interface RetailersPageProps {
  page: RetailerPageName;
  /** The retailer inquiry form, supplied by the route (it belongs to the leads feature). */
  inquiryForm?: ReactNode;
}

/** A country's retailer page: the green title panel, then its blocks in order. */
export function RetailersPage({ page, inquiryForm }: RetailersPageProps) {
  const { id, title, intro, other, blocks } = RETAILER_PAGES[page];
  const titleId = `${id}-title`;
  return (
    <div className={classes.page}>
      <section className={classes.panel} aria-labelledby={titleId}>
        <Title order={1} id={titleId}>
          {title}
        </Title>
        <Text>{intro}</Text>
        <Link to={other.to}>{other.label}</Link>
      </section>
      {blocks.map((block, index) => (
        <Block key={index} block={block} inquiryForm={inquiryForm} />
      ))}
    </div>
  );
}

function Block({ block, inquiryForm }: { block: RetailerPageBlock; inquiryForm: ReactNode }) {
  switch (block.kind) {
    case 'store-image':
      return <img className={classes.storeImage} src="/retailers/store.svg" alt={block.alt} width={800} height={420} />;
    case 'featured':
      return <FeaturedRetailers retailers={block.retailers} />;
    case 'inquiry-form':
      return <Suspense fallback={<div style={{ minHeight: 520 }} aria-hidden="true" />}>{inquiryForm}</Suspense>;
    case 'directory':
      return <RetailerDirectory entries={block.entries} />;
    case 'contact':
      return <ContactBlock contact={block.contact} id={block.id} />;
  }
}

function ContactBlock({ contact, id }: { contact: RetailerContact; id: string }) {
  return (
    <section className={classes.contact} aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="xs">
        {contact.title}
      </Title>
      <address className={classes.contactBody}>
        <Text fw={700}>{contact.name}</Text>
        {contact.role && <Text>{contact.role}</Text>}
        {contact.address?.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
        <Text>
          {CANADA_PAGE_TEXT.phone}: <a href={contact.phoneHref}>{contact.phone}</a>
        </Text>
        <Text>
          {CANADA_PAGE_TEXT.email}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </Text>
      </address>
    </section>
  );
}
