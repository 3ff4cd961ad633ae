/** The shape of an editorial article: hero, headline, date line, body, citation. */

export interface ArticleImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export type ArticleBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  /** A wide image spanning every column of the body. */
  | { kind: 'figure'; image: ArticleImage; caption: string };

export interface ArticleCitation {
  /** How the article relates to the source, e.g. "Source" or "Adapted from …". */
  lead: string;
  /** The work cited, as it appears in the link. */
  title: string;
  publisher: string;
  url: string;
}

export interface Article {
  /** The site route that carries the article. */
  path: string;
  topic: string;
  headline: string;
  /** ISO calendar date of publication; shown as e.g. "1 Oct 2025". */
  date: string;
  hero: ArticleImage;
  body: readonly ArticleBlock[];
  citation: ArticleCitation;
}
