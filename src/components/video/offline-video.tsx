import { Text, UnstyledButton } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import classes from './offline-video.module.css';

export const OFFLINE_VIDEO_TEXT = "Video available when you're online";

interface OfflineVideoProps {
  /** YouTube video id. */
  videoId: string;
  title: string;
  /** A drawn still shipped with the app, so the frame is never empty offline. */
  thumbnail: string;
}

/**
 * The player is a third-party frame: it is loaded only when an online visitor asks for it, so the
 * page works offline and makes no request to the video host until then (decision 061).
 */
export function OfflineVideo({ videoId, title, thumbnail }: OfflineVideoProps) {
  const { online } = useNetwork();
  const [playing, setPlaying] = useState(false);

  if (playing && online) {
    return (
      <div className={classes.frame}>
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    );
  }

  return (
    <figure className={classes.figure}>
      <UnstyledButton
        className={classes.frame}
        onClick={() => setPlaying(true)}
        disabled={!online}
        aria-label={online ? `Play video: ${title}` : `${title}. ${OFFLINE_VIDEO_TEXT}`}
      >
        <img src={thumbnail} alt="" width={640} height={360} />
        {online ? <span className={classes.play} aria-hidden="true" /> : null}
      </UnstyledButton>
      <figcaption>
        <Text size="sm" c="dimmed">
          {online ? title : OFFLINE_VIDEO_TEXT}
        </Text>
      </figcaption>
    </figure>
  );
}
