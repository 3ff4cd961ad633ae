import { List, Tabs, Text, Title, Container } from '@mantine/core';
import { ACCEPTED_PAYMENTS, PAYMENTS_HEADING, TERMS_INTRO, TERMS_SECTIONS } from '../../content/terms';
import { WARRANTY_INTRO, WARRANTY_SECTIONS } from '../../content/warranty';
import { isSupportTab, SUPPORT_TABS, tabOfSection, type SupportSection, type SupportTab } from './model';
import { TextSections } from './text-sections';

interface SupportPageProps {
  section: SupportSection | undefined;
  onTabChange: (tab: SupportTab) => void;
}

export function SupportPage({ section, onTabChange }: SupportPageProps) {
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="md">
        Support
      </Title>
      <Tabs value={tabOfSection(section)} onChange={(value) => isSupportTab(value) && onTabChange(value)} keepMounted={false}>
        <Tabs.List>
          {SUPPORT_TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="terms" pt="md">
          <Title order={2}>Terms &amp; Conditions</Title>
          <Text mt="xs">{TERMS_INTRO}</Text>
          <TextSections sections={TERMS_SECTIONS} />
          <Title order={3} mt="lg" mb="xs">
            {PAYMENTS_HEADING}
          </Title>
          <List aria-label={PAYMENTS_HEADING}>
            {ACCEPTED_PAYMENTS.map((payment) => (
              <List.Item key={payment}>{payment}</List.Item>
            ))}
          </List>
        </Tabs.Panel>
        <Tabs.Panel value="warranty" pt="md">
          <Title order={2}>Warranty</Title>
          <Text mt="xs">{WARRANTY_INTRO}</Text>
          <TextSections sections={WARRANTY_SECTIONS} />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
