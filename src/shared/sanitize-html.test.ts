import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting and links', () => {
    const html = '<h3>Built for flower</h3><p>A <strong>bold</strong> <em>claim</em><br>with <a href="https://example.com/x">a link</a></p><ul><li>one</li></ul>';
    const clean = sanitizeHtml(html);
    expect(clean).toContain('<h3>Built for flower</h3>');
    expect(clean).toContain('<strong>bold</strong>');
    expect(clean).toContain('<a href="https://example.com/x" rel="noopener noreferrer">a link</a>');
    expect(clean).toContain('<ul><li>one</li></ul>');
  });

  it('drops scripts, styles, svg, math, event handlers and unsafe URLs', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()" style="color:red">x</p><script>alert(1)</script><style>p{}</style>' +
        '<svg><circle onload="x()"/></svg><math><mi>x</mi></math><img src=x onerror="x()">' +
        '<a href="javascript:alert(1)">js</a><a href=" JAVASCRIPT:alert(1)">js2</a><a href="data:text/html,hi">data</a><a href="//evil.example">pr</a>',
    );
    for (const banned of ['onclick', 'style', 'script', 'svg', 'math', '<img', 'onerror', 'javascript', 'data:', 'evil']) {
      expect(clean.toLowerCase()).not.toContain(banned.toLowerCase());
    }
    expect(clean).toContain('<p>x</p>');
    expect(clean).toContain('<a>js</a>');
  });
});
