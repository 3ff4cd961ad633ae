// A minimal PDF 1.4 writer: text-only pages in Helvetica, enough for spec sheets and manuals
// without a PDF library. Offsets in the xref table are byte offsets, so everything is latin1.

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 56;
const BODY_SIZE = 10.5;
const LEADING = 14;
/** Lines of body text that fit under the title block of a Letter page. */
export const LINES_PER_PAGE = Math.floor((PAGE_HEIGHT - 2 * MARGIN - 60) / LEADING);

/** Characters WinAnsi cannot show become their nearest ASCII reading. */
const toLatin1 = (text) =>
  text
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u2264/g, '<=')
    .replace(/\u2265/g, '>=')
    .replace(/[^\x20-\xff]/g, '?');

const escapeText = (text) => toLatin1(text).replace(/[\\()]/g, (c) => `\\${c}`);

/** Greedy word wrap to a character budget (Helvetica at 10.5 pt averages ~5.3 pt per glyph). */
export function wrap(text, width = 92) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A line is text, '## ' + bold text, or cells of [text, x offset] for aligned columns. */
function lineOps(line, x, y) {
  if (Array.isArray(line)) {
    return line.map(([text, dx]) => `BT /F1 ${BODY_SIZE} Tf ${x + dx} ${y} Td (${escapeText(text)}) Tj ET`).join('\n');
  }
  const bold = line.startsWith('## ');
  return `BT /${bold ? 'F2' : 'F1'} ${BODY_SIZE} Tf ${x} ${y} Td (${escapeText(bold ? line.slice(3) : line)}) Tj ET`;
}

function pageStream(title, subtitle, lines) {
  const top = PAGE_HEIGHT - MARGIN;
  const ops = [
    '0.18 0.49 0.31 rg',
    `${MARGIN} ${top - 6} ${PAGE_WIDTH - 2 * MARGIN} 3 re f`,
    '0 0 0 rg',
    `BT /F2 17 Tf ${MARGIN} ${top - 30} Td (${escapeText(title)}) Tj ET`,
    `BT /F1 9 Tf ${MARGIN} ${top - 46} Td (${escapeText(subtitle)}) Tj ET`,
    ...lines.map((line, index) => lineOps(line, MARGIN, top - 74 - index * LEADING)),
  ];
  return ops.join('\n');
}

/**
 * Builds a PDF from pages of lines (see lineOps).
 * @param {{ title: string, subtitle: string, pages: (string | [string, number][])[][] }} document
 * @returns {Buffer}
 */
export function buildPdf({ title, subtitle, pages }) {
  const objects = [];
  const pageIds = pages.map((_, index) => 5 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  pages.forEach((lines, index) => {
    const pageSubtitle = pages.length > 1 ? `${subtitle}  |  Page ${index + 1} of ${pages.length}` : subtitle;
    const stream = pageStream(title, pageSubtitle, lines);
    const pageId = pageIds[index];
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info << /Producer (Verdant) /Title (${escapeText(title)}) >> >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
