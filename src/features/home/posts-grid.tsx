import { useState } from 'react';
import { SimpleGrid, Text, Title } from '@mantine/core';
import { POSTS_SECTION, type SocialPost } from '../../content/home';
import { formatPostDate, postsToShow, truncateCaption } from './model';
import { POST_TEXT } from './messages';
import classes from './home.module.css';
import { onImageError } from '../../lib/image-error';

export function PostCard({ post }: { post: SocialPost }) {
  const [broken, setBroken] = useState(false);
  return (
    <li className={classes.post}>
      <a
        className={classes.postLink}
        href={post.permalink}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={POST_TEXT.open}
      >
        {broken ? (
          <span className={classes.postMissing}>{POSTS_SECTION.imageMissing}</span>
        ) : (
          <img
            className={classes.postImage}
            src={post.media_url}
            alt=""
            width={400}
            height={400}
            loading="lazy"
            {...onImageError(() => setBroken(true))}
          />
        )}
      </a>
      <Text size="sm" className={classes.postCaption}>
        {truncateCaption(post.caption)}
      </Text>
      <Text size="xs" c="dimmed" className={classes.postMeta}>
        <time dateTime={post.timestamp}>{formatPostDate(post.timestamp)}</time>
        <span>{POST_TEXT.likes(post.like_count)}</span>
        <span>{POST_TEXT.comments(post.comments_count)}</span>
      </Text>
    </li>
  );
}

/** The latest social posts; the built-in samples stand in when none are supplied. */
export default function PostsGrid({ posts }: { posts?: readonly SocialPost[] }) {
  return (
    <section className={classes.section} aria-labelledby="posts-title">
      <Title order={2} id="posts-title" mb="md">
        {POSTS_SECTION.title}
      </Title>
      <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" className={classes.plainList}>
        {postsToShow(posts).map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </SimpleGrid>
    </section>
  );
}
