import { List, Title } from '@mantine/core';
import { OfflineVideo } from '../../components/video/offline-video';
import { ROLL_LOCK } from '../../content/tech-support';

export function RollLockPanel() {
  return (
    <>
      <Title order={2} mb="md">
        Roll Lock Installation
      </Title>
      <OfflineVideo videoId={ROLL_LOCK.videoId} title={ROLL_LOCK.title} thumbnail={ROLL_LOCK.thumbnail} />
      <List type="ordered" spacing="xs" mt="md">
        {ROLL_LOCK.steps.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
    </>
  );
}
