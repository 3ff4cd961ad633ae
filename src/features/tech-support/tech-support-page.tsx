import { Container, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  DE_TROUBLESHOOTING,
  DEFAULT_TECH_SUPPORT_TOPIC,
  INSTALLATION_PROCEDURE,
  TECH_SUPPORT_MENU,
  type TechSupportTopic,
} from '../../content/tech-support';
import { ErrorCodesPanel } from './error-codes-panel';
import { GuidePanel } from './guide-panel';
import { HashQaPanel } from './hash-qa-panel';
import { ManualLinksPanel } from './manual-links-panel';
import { isTechSupportTopic } from './model';
import { RollLockPanel } from './roll-lock-panel';
import classes from './tech-support.module.css';

/** The menu swaps the content in place: the address stays /technical-support whichever topic is open. */
export function TechSupportPage() {
  const [topic, setTopic] = useState<TechSupportTopic>(DEFAULT_TECH_SUPPORT_TOPIC);
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Technical Support</Title>
      <Text mt="xs" mb="lg">
        Answers, error codes, installation guidance and product documents for our lights and controllers.
      </Text>
      <Tabs
        value={topic}
        onChange={(value) => value && isTechSupportTopic(value) && setTopic(value)}
        orientation="vertical"
        variant="pills"
        keepMounted={false}
        className={classes.layout}
        classNames={{ tabLabel: classes.tabLabel }}
      >
        <Tabs.List aria-label="Technical support topics" className={classes.menu}>
          {TECH_SUPPORT_MENU.map((item) => (
            <Tabs.Tab key={item.key} value={item.key}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="hash-qa" className={classes.panel}>
          <HashQaPanel />
        </Tabs.Panel>
        <Tabs.Panel value="de-error-codes" className={classes.panel}>
          <ErrorCodesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="roll-lock" className={classes.panel}>
          <RollLockPanel />
        </Tabs.Panel>
        <Tabs.Panel value="de-troubleshooting" className={classes.panel}>
          <GuidePanel title="DE Troubleshooting" sections={DE_TROUBLESHOOTING} />
        </Tabs.Panel>
        <Tabs.Panel value="installation" className={classes.panel}>
          <GuidePanel title="Installation Procedure" sections={INSTALLATION_PROCEDURE} />
        </Tabs.Panel>
        <Tabs.Panel value="manual-links" className={classes.panel}>
          <ManualLinksPanel />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
