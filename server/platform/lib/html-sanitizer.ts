import xssModule from 'xss';
import type * as Xss from 'xss';

// xss is CommonJS that attaches its exports in a loop, which Node's ESM named-export detection
// cannot see: take them from the default export (module.exports).
const { FilterXSS, safeAttrValue } = xssModule as unknown as typeof Xss;

/**
 * Pop-up HTML (spec §3 "contents (HTML)") is written by operators and rendered for every member,
 * so only presentational tags pass: no script/style/iframe/form, no on* handlers, no
 * javascript: or data: links. The style attribute passes through cssfilter's safe properties.
 */
const STYLED = ['style', 'class', 'align'];
const ALLOWED_TAGS: Xss.IWhiteList = {
  a: ['href', 'title', 'target', 'rel'],
  b: [],
  blockquote: STYLED,
  br: [],
  center: [],
  div: STYLED,
  em: [],
  font: ['color', 'size', 'face'],
  h1: STYLED,
  h2: STYLED,
  h3: STYLED,
  h4: STYLED,
  hr: [],
  i: [],
  img: ['src', 'alt', 'title', 'width', 'height', 'style'],
  li: STYLED,
  ol: STYLED,
  p: STYLED,
  s: [],
  small: [],
  span: STYLED,
  strong: [],
  table: [...STYLED, 'width', 'border', 'cellpadding', 'cellspacing'],
  tbody: [],
  td: [...STYLED, 'colspan', 'rowspan', 'width'],
  th: [...STYLED, 'colspan', 'rowspan', 'width'],
  thead: [],
  tr: STYLED,
  u: [],
  ul: STYLED,
};

/** Raster images may be inlined; SVG (which can carry script) and every other data: may not. */
const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,/i;

const filter = new FilterXSS({
  whiteList: ALLOWED_TAGS,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template'],
  allowCommentTag: false,
  safeAttrValue(tag, name, value, cssFilter) {
    const safe = safeAttrValue(tag, name, value, cssFilter);
    if ((name === 'href' || name === 'src') && safe.trim().toLowerCase().startsWith('data:')) {
      return name === 'src' && SAFE_DATA_IMAGE.test(safe.trim()) ? safe : '';
    }
    return safe;
  },
});

export function sanitisePopupHtml(html: string): string {
  return filter.process(html);
}
