import { useState } from 'react';
import { Text } from '@mantine/core';
import { OFFLINE_VIDEO_TEXT } from '../../components/video/offline-video';
import { VIDEO_SECTION, type Video } from '../../content/home';
import { embedUrl, nextThumbnail, thumbnailChain } from './model';
import classes from './home.module.css';
import { onImageError } from '../../lib/image-error';

function Thumbnail({ youtubeId }: { youtubeId: string }) {
  const [chain] = useState(() => thumbnailChain(youtubeId));
  const [src, setSrc] = useState(chain[0]);
  return (
    <img
      className={classes.thumbnail}
      src={src}
      alt=""
      width={480}
      height={270}
      loading="lazy"
      {...onImageError(() => setSrc((current) => nextThumbnail(chain, current)))}
    />
  );
}

export interface VideoCardProps {
  video: Video;
  playing: boolean;
  online: boolean;
  onPlay: () => void;
}

/**
 * A video's thumbnail that becomes the embedded player when pressed. Offline the embed could
 * only show the browser's error page, so the thumbnail stays with a note instead.
 */
export function VideoCard({ video, playing, online, onPlay }: VideoCardProps) {
  return (
    <figure className={classes.video}>
      {playing && online ? (
        <iframe
          className={classes.player}
          src={embedUrl(video.youtubeId)}
          title={video.title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          className={classes.thumbnailButton}
          onClick={onPlay}
          disabled={!online}
          aria-label={VIDEO_SECTION.play(video.title)}
        >
          <Thumbnail youtubeId={video.youtubeId} />
          {online && <span className={classes.playIcon} aria-hidden="true" />}
        </button>
      )}
      {!online && (
        <Text size="sm" className={classes.offlineNote} role="status">
          {OFFLINE_VIDEO_TEXT}
        </Text>
      )}
      <figcaption className={classes.videoTitle}>{video.title}</figcaption>
    </figure>
  );
}
