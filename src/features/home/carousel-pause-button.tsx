import { Button } from '@mantine/core';
import { CAROUSEL_TEXT } from './messages';

export function CarouselPauseButton({
  paused,
  onToggle,
  name,
}: {
  paused: boolean;
  onToggle: () => void;
  name: string;
}) {
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      onClick={onToggle}
      aria-label={paused ? CAROUSEL_TEXT.playLabel(name) : CAROUSEL_TEXT.pauseLabel(name)}
    >
      {paused ? CAROUSEL_TEXT.play : CAROUSEL_TEXT.pause}
    </Button>
  );
}
