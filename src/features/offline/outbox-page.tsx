import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Badge, Button, Group, Modal, Text } from '@mantine/core';
import { OUTBOX_LINK } from '../../content/navigation';
import { formatAge } from '../../lib/format';
import { reopenInForm } from '../../lib/outbox/page/use-submission';
import { isWaiting, type OutboxEntry } from '../../lib/outbox/entry';
import { discardEntry, entryLabel, retryEntry, sendNow } from '../../lib/outbox/page/runtime';
import { useOutboxStore } from '../../lib/outbox/page/view-store';
import { problemText, STATE_LABELS } from '../../lib/outbox/texts';
import { useOnline } from '../../lib/use-online';
import { rmaNumberOf } from '../../shared/schemas/rma';
import classes from './outbox-page.module.css';

const STATE_COLOURS: Record<OutboxEntry['state'], string> = {
  pending: 'yellow',
  sending: 'blue',
  sent: 'green',
  'needs-attention': 'red',
};

/**
 * Everything sent from this device: what waits, what went, and what needs a person. Each entry
 * shows its kind, age and state; who sent it (a name, an e-mail) only once someone taps Show
 * details on it, since a tablet at a booth passes from visitor to visitor.
 */
export function OutboxPage() {
  const { entries, refresh } = useOutboxStore();
  const online = useOnline();
  const [discarding, setDiscarding] = useState<OutboxEntry | null>(null);
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const toggleDetails = (id: string) =>
    setShown((before) => {
      const after = new Set(before);
      if (!after.delete(id)) after.add(id);
      return after;
    });
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    void refresh();
    const tick = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(tick);
  }, [refresh]);

  const waiting = entries.filter(isWaiting).length;
  const discard = async () => {
    if (discarding) await discardEntry(discarding.id);
    setDiscarding(null);
  };

  return (
    <section className={classes.page}>
      <h1>{OUTBOX_LINK.label}</h1>
      <p>
        Forms sent from this device are kept here until the server has them, so nothing is lost to a dropped connection.{' '}
        {online ? '' : 'You are offline: waiting items go out when the connection is back.'}
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
                  <strong>{entryLabel(entry)}</strong>
                  {shown.has(entry.id) && <div id={`outbox-details-${entry.id}`}>{entry.summary}</div>}
                  <Text size="sm" c="dimmed">
                    {formatAge(entry.createdAt, now)}
                    {entry.attempts > 0 && ` · ${entry.attempts} ${entry.attempts === 1 ? 'attempt' : 'attempts'}`}
                  </Text>
                  {entry.state === 'sent' && rmaNumberOf(entry.answer) && <div>RMA Number: {rmaNumberOf(entry.answer)}</div>}
                  {entry.problem && entry.state !== 'sent' && (
                    <Text size="sm" c={entry.problem.kind === 'unreachable' ? 'dimmed' : 'red'}>
                      {problemText(entry.problem)}
                    </Text>
                  )}
                </div>
                <Badge color={STATE_COLOURS[entry.state]}>{STATE_LABELS[entry.state]}</Badge>
              </Group>
              <Group gap="xs" mt="xs">
                <Button
                  size="xs"
                  variant="subtle"
                  aria-expanded={shown.has(entry.id)}
                  aria-controls={shown.has(entry.id) ? `outbox-details-${entry.id}` : undefined}
                  onClick={() => toggleDetails(entry.id)}
                >
                  {shown.has(entry.id) ? 'Hide details' : 'Show details'}
                </Button>
                {entry.state !== 'sent' && (
                  <>
                    <Button size="xs" variant="light" onClick={() => void retryEntry(entry.id)} disabled={!online}>
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
                  </>
                )}
              </Group>
            </li>
          ))}
        </ul>
      )}

      <Modal opened={!!discarding} onClose={() => setDiscarding(null)} title="Discard this submission?">
        <p>{discarding && `${entryLabel(discarding)}, ${formatAge(discarding.createdAt, now)}`}</p>
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
