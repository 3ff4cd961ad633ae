import { useDocumentTitle } from '@mantine/hooks';
import type { Article, ArticleBlock } from '../../../shared/content/articles/types';
import { SITE } from '../../../shared/content/site';
import { EDITORIAL_NOTE, formatDateLine } from '../model';
import classes from './article-page.module.css';

function Block({ block }: { block: ArticleBlock }) {
  switch (block.kind) {
    case 'heading':
      return <h2>{block.text}</h2>;
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'figure':
      return (
        <figure className={classes.wide}>
          <img
            src={block.image.src}
            alt={block.image.alt}
            width={block.image.width}
            height={block.image.height}
            loading="lazy"
          />
          <figcaption>{block.caption}</figcaption>
        </figure>
      );
  }
}

/** The one layout all five articles share: hero, italic headline, date line, body, source. */
export function ArticlePage({ article }: { article: Article }) {
  useDocumentTitle(`${article.headline} | ${SITE.name}`);
  const { hero, citation } = article;

  return (
    <article className={classes.article} aria-labelledby="article-headline">
      <img
        className={classes.hero}
        src={hero.src}
        alt={hero.alt}
        width={hero.width}
        height={hero.height}
        fetchPriority="high"
      />
      <h1 id="article-headline" className={classes.headline}>
        {article.headline}
      </h1>
      <time className={classes.dateLine} dateTime={article.date} data-testid="article-date">
        {formatDateLine(article.date)}
      </time>
      <div className={classes.body} data-testid="article-body">
        {article.body.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
      <footer className={classes.citation}>
        <p>
          {citation.lead}:{' '}
          <a href={citation.url} target="_blank" rel="noopener noreferrer">
            {citation.title}
          </a>
          , {citation.publisher}.
        </p>
        <p className={classes.note}>{EDITORIAL_NOTE}</p>
      </footer>
    </article>
  );
}
