import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Badge, Button, Group, Modal, Text } from '@mantine/core';
import { isWaiting, type OutboxEntry } from '../../lib/outbox/model';
import { reopenInForm } from '../../lib/outbox/draft';
import { retryNow } from '../../lib/outbox/replay';
import { deleteEntry } from '../../lib/outbox/store';
import { formatAge } from '../../lib/format';
import { useOnline } from '../../lib/use-online';
import { sendNow } from './outbox-runtime';
import { useOutboxStore } from './outbox-store';
import { labelOf } from '../../schemas/contracts';
import { rmaNumberOf } from '../../schemas/rma';
import { STATE_LABELS } from './outbox-texts';
import classes from './outbox-page.module.css';

const STATE_COLOURS: Record<OutboxEntry['state'], string> = {
  pending: 'yellow',
  sending: 'blue',
  sent: 'green',
  'needs-attention': 'red',
};

/** Everything sent from this device: what waits, what went, and what needs a person. */
export function OutboxPage() {
  const { entries, refresh } = useOutboxStore();
  const online = useOnline();
  const [discarding, setDiscarding] = useState<OutboxEntry | null>(null);
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    void refresh();
    const tick = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(tick);
  }, [refresh]);

  const waiting = entries.filter(isWaiting).length;
  const retry = async (entry: OutboxEntry) => {
    await retryNow(entry.id);
    await refresh();
  };
  const discard = async () => {
    if (discarding) await deleteEntry(discarding.id);
    setDiscarding(null);
    await refresh();
  };

  return (
    <section className={classes.page}>
      <h1>Outbox</h1>
      <p>
        Forms sent from this device are kept here until the server has them, so nothing is lost to a
        dropped connection. {online ? '' : 'You are offline: waiting items go out when the connection is back.'}
      </p>
      <Group>
        <Button onClick={() => void sendNow()} disabled={!online || waiting === 0}>
          Send now
        </Button>
        <Text c="dimmed">{waiting === 1 ? '1 item waiting' : `${waiting} items waiting`}</Text>
      </Group>

      {entries.length === 0 ? (
        <p className={classes.empty}>Nothing has been sent from this device yet.</p>
      ) : (
        <ul className={classes.list}>
          {entries.map((entry) => (
            <li key={entry.id} className={classes.item}>
              <Group justify="space-between" wrap="wrap">
                <div>
                  <strong>{labelOf(entry.kind)}</strong>
                  <div>{entry.summary}</div>
                  <Text size="sm" c="dimmed">
                    {formatAge(entry.createdAt, now)}
                    {entry.attempts > 0 && ` · ${entry.attempts} ${entry.attempts === 1 ? 'attempt' : 'attempts'}`}
                  </Text>
                  {entry.state === 'sent' && rmaNumberOf(entry.answer) && <div>RMA Number: {rmaNumberOf(entry.answer)}</div>}
                  {entry.lastError && entry.state !== 'sent' && (
                    <Text size="sm" c="red">
                      Last error: {entry.lastError}
                    </Text>
                  )}
                </div>
                <Badge color={STATE_COLOURS[entry.state]}>{STATE_LABELS[entry.state]}</Badge>
              </Group>
              {entry.state !== 'sent' && (
                <Group gap="xs" mt="xs">
                  <Button size="xs" variant="light" onClick={() => void retry(entry)} disabled={!online}>
                    Retry
                  </Button>
                  {entry.state === 'needs-attention' && entry.draft && (
                    <Button size="xs" variant="light" component={Link} to={entry.draft.path} onClick={() => reopenInForm(entry)}>
                      Open the form
                    </Button>
                  )}
                  <Button size="xs" variant="subtle" color="red" onClick={() => setDiscarding(entry)}>
                    Discard
                  </Button>
                </Group>
              )}
            </li>
          ))}
        </ul>
      )}

      <Modal opened={!!discarding} onClose={() => setDiscarding(null)} title="Discard this submission?">
        <p>{discarding && `${labelOf(discarding.kind)}: ${discarding.summary}`}</p>
        <p>It has not reached us and will not be sent. This cannot be undone.</p>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDiscarding(null)}>
            Keep it
          </Button>
          <Button color="red" onClick={() => void discard()}>
            Discard
          </Button>
        </Group>
      </Modal>
    </section>
  );
}
