import { html } from 'hono/html';

/** A message as written once; render() turns it into the plain-text and the HTML part. */
export interface MailContent {
  subject: string;
  paragraphs: readonly string[];
  links?: readonly { label: string; url: string }[];
  /** Label and value pairs, shown as a list in text and a table in HTML. */
  facts?: readonly (readonly [string, string])[];
  /** Closing lines after everything else. */
  closing?: readonly string[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

// hono/html escapes every interpolated value, so visitor input cannot inject markup.
const htmlOf = (content: MailContent) => {
  const paragraphs = content.paragraphs.map((line) => html`<p>${line}</p>`);
  const links = content.links?.length
    ? html`<ul>${content.links.map((link) => html`<li><a href="${link.url}">${link.label}</a></li>`)}</ul>`
    : '';
  const facts = content.facts?.length
    ? html`<table cellpadding="4">${content.facts.map(([label, value]) => html`<tr><th align="left" valign="top">${label}</th><td>${value}</td></tr>`)}</table>`
    : '';
  const closing = (content.closing ?? []).map((line) => html`<p>${line}</p>`);
  return String(
    html`<!doctype html><html><body style="font-family: Arial, sans-serif; color: #1b2a1f; line-height: 1.5">${paragraphs}${links}${facts}${closing}</body></html>`,
  );
};

const textOf = (content: MailContent) =>
  [
    ...content.paragraphs,
    ...(content.links?.length ? [content.links.map((link) => `${link.label}: ${link.url}`).join('\n')] : []),
    ...(content.facts?.length ? [content.facts.map(([label, value]) => `${label}: ${value}`).join('\n')] : []),
    ...(content.closing ?? []),
  ].join('\n\n') + '\n';

export function render(content: MailContent): RenderedMail {
  return { subject: content.subject, text: textOf(content), html: htmlOf(content) };
}
