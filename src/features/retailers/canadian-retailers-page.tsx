import { Link } from '@tanstack/react-router';
import { Text, Title } from '@mantine/core';
import {
  CANADA_PAGE_TEXT,
  CANADIAN_RETAILERS,
  CANADIAN_SALES_MANAGER,
  CANADIAN_WHOLESALE_PARTNER,
  type RetailerContact,
} from '../../content/retailers';
import { RetailerDirectory } from './retailer-directory';
import classes from './retailers.module.css';

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

export function CanadianRetailersPage() {
  return (
    <div className={classes.page}>
      <section className={classes.panel} aria-labelledby="canadian-retailers-title">
        <Title order={1} id="canadian-retailers-title">
          {CANADA_PAGE_TEXT.title}
        </Title>
        <Text>{CANADA_PAGE_TEXT.intro}</Text>
        <Link to="/usa-retailers">{CANADA_PAGE_TEXT.toUsa}</Link>
      </section>
      <ContactBlock contact={CANADIAN_WHOLESALE_PARTNER} id="canadian-partner-title" />
      <RetailerDirectory entries={CANADIAN_RETAILERS} />
      <ContactBlock contact={CANADIAN_SALES_MANAGER} id="canadian-sales-title" />
    </div>
  );
}
