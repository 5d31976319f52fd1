import { describe, expect, it } from 'vitest';
import { sanitizeOperatorHtml } from './operator-html';

describe('sanitizeOperatorHtml (S4)', () => {
  it('keeps plain formatting and makes links open apart, without the opener', () => {
    const clean = sanitizeOperatorHtml(
      '<p>A <strong>b</strong> <a href="https://example.org">c</a></p>',
    );
    expect(clean).toBe(
      '<p>A <strong>b</strong> <a href="https://example.org" target="_blank" rel="noopener noreferrer">c</a></p>',
    );
  });

  it('drops scripts, handlers, script URLs, frames, forms, SVG and styles', () => {
    const clean = sanitizeOperatorHtml(
      [
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(1)>',
        '<svg onload=alert(1)><script>alert(1)</script></svg>',
        '<a href="javascript:alert(1)">x</a>',
        '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
        '<form action="https://evil.test"><input name=p></form>',
        '<p style="background:url(javascript:alert(1))">s</p>',
        '<style>*{color:red}</style>',
        '<object data="x.swf"></object><embed src="x.swf">',
        '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
      ].join(''),
    );
    for (const bad of ['script', 'onerror', 'onload', 'javascript:', 'iframe', 'form', 'svg']) {
      expect(clean.toLowerCase(), bad).not.toContain(bad);
    }
    for (const bad of ['style', 'object', 'embed', 'math', 'input']) {
      expect(clean.toLowerCase(), bad).not.toContain(`<${bad}`);
    }
    expect(clean).not.toContain('style=');
  });

  it('answers a repeated text from its cache with the same result', () => {
    const html = '<p onclick="x()">again</p>';
    expect(sanitizeOperatorHtml(html)).toBe('<p>again</p>');
    expect(sanitizeOperatorHtml(html)).toBe('<p>again</p>');
  });
});
