import { parseHtml, parseStyle, type HtmlNode } from './html-parse';
import { HARD_BREAK, safeCss, TEXT_ALIGNS, type Block, type Marks, type TextRun } from './model';

// Table parts and other containers count as blocks, so pasted cells stay apart as the editor's
// own parser keeps them.
const BLOCK_TAGS = new Set([
  ...['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'section', 'article', 'header', 'footer'],
  ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption', 'pre', 'dl', 'dt', 'dd', 'figure', 'figcaption', 'main', 'nav', 'aside', 'address'],
]);

/** A CSS font weight that means bold (as Tiptap's bold mark reads it: bold, bolder, 500-900). */
const isBoldWeight = (w: string | undefined) => w !== undefined && /^(bold(er)?|[5-9]\d{2,})$/.test(w.trim());
const isPlainWeight = (w: string | undefined) => w !== undefined && /^(normal|lighter|[1-4]\d{2})$/.test(w.trim());

function marksOf(node: HtmlNode, inherited: Marks): Marks {
  const marks: Marks = { ...inherited };
  const style = parseStyle(node.attrs.style);
  switch (node.tag) {
    case 'strong':
    case 'b':
      // office tools wrap whole pastes in <b style="font-weight: normal">
      if (!isPlainWeight(style['font-weight'])) marks.bold = {};
      break;
    case 'em':
    case 'i':
      marks.italic = {};
      break;
    case 'u':
      marks.underline = {};
      break;
    case 's':
    case 'strike':
    case 'del':
      marks.strike = {};
      break;
    case 'code':
      marks.code = {};
      break;
    case 'mark': {
      const color = safeCss(node.attrs['data-color'] ?? style['background-color']);
      marks.highlight = color ? { color } : {};
      break;
    }
  }
  if (isBoldWeight(style['font-weight'])) marks.bold = {};
  else if (isPlainWeight(style['font-weight'])) delete marks.bold;
  if (style['font-style'] === 'italic') marks.italic = {};
  const decoration = style['text-decoration'] ?? style['text-decoration-line'];
  if (decoration?.includes('underline')) marks.underline = {};
  if (decoration?.includes('line-through')) marks.strike = {};
  const textStyle: Record<string, string> = { ...(inherited.textStyle ?? {}) };
  const color = safeCss(style.color);
  const fontSize = safeCss(style['font-size']);
  const fontFamily = safeCss(style['font-family']?.replace(/["']/g, ''));
  if (color) textStyle.color = color;
  if (fontSize) textStyle.fontSize = fontSize;
  if (fontFamily) textStyle.fontFamily = fontFamily;
  if (Object.keys(textStyle).length > 0) marks.textStyle = textStyle;
  const background = node.tag !== 'mark' ? safeCss(style['background-color']) : undefined;
  if (background) marks.highlight = { color: background };
  return marks;
}

function inlineRuns(nodes: (HtmlNode | string)[], marks: Marks, out: TextRun[]): TextRun[] {
  for (const node of nodes) {
    if (typeof node === 'string') {
      const text = node.replace(/[\r\n\t]+/g, ' ');
      if (text) out.push({ text, marks });
    } else if (node.tag === 'br') out.push({ text: HARD_BREAK, marks: {} });
    else inlineRuns(node.children, marksOf(node, marks), out);
  }
  return out;
}

function alignOf(node: HtmlNode): Record<string, string> {
  const align = parseStyle(node.attrs.style)['text-align'] ?? node.attrs.align;
  return align && TEXT_ALIGNS.has(align) ? { textAlign: align } : {};
}

function listItems(node: HtmlNode): Block[] {
  return node.children.flatMap((child) => {
    if (typeof child !== 'string' && child.tag === 'li') return [{ name: 'listItem' as const, attrs: {}, children: blocksOf(child.children) }];
    if (typeof child === 'string' && child.trim() === '') return [];
    return [{ name: 'listItem' as const, attrs: {}, children: blocksOf([child]) }];
  });
}

/** Block-level reading: loose inline content between blocks becomes a paragraph. */
function blocksOf(nodes: (HtmlNode | string)[]): Block[] {
  const blocks: Block[] = [];
  let loose: (HtmlNode | string)[] = [];
  const flush = () => {
    const runs = inlineRuns(loose, {}, []);
    if (runs.some((r) => r.text.trim() !== '' || r.text === HARD_BREAK)) blocks.push({ name: 'paragraph', attrs: {}, inlines: runs });
    loose = [];
  };
  for (const node of nodes) {
    if (typeof node === 'string' || !BLOCK_TAGS.has(node.tag)) {
      loose.push(node);
      continue;
    }
    flush();
    const heading = /^h([1-6])$/.exec(node.tag);
    if (heading) blocks.push({ name: 'heading', attrs: { level: Number(heading[1]), ...alignOf(node) }, inlines: inlineRuns(node.children, {}, []) });
    else if (node.tag === 'ul' || node.tag === 'ol') blocks.push({ name: node.tag === 'ul' ? 'bulletList' : 'orderedList', attrs: {}, children: listItems(node) });
    else if (node.tag === 'p') blocks.push({ name: 'paragraph', attrs: alignOf(node), inlines: inlineRuns(node.children, {}, []) });
    else {
      // div, li outside a list, blockquote…: their content, as blocks
      const inner = blocksOf(node.children);
      const align = alignOf(node);
      blocks.push(...inner.map((b) => (b.name === 'paragraph' && !b.attrs.textAlign ? { ...b, attrs: { ...b.attrs, ...align } } : b)));
    }
  }
  flush();
  return blocks;
}

export function htmlToBlocks(html: string): Block[] {
  return blocksOf(parseHtml(html).children);
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function runToHtml(run: TextRun): string {
  if (run.text === HARD_BREAK) return '<br>';
  let html = escapeText(run.text);
  const { marks } = run;
  if (marks.bold) html = `<strong>${html}</strong>`;
  if (marks.italic) html = `<em>${html}</em>`;
  if (marks.underline) html = `<u>${html}</u>`;
  if (marks.strike) html = `<s>${html}</s>`;
  if (marks.code) html = `<code>${html}</code>`;
  if (marks.highlight) {
    const color = safeCss(marks.highlight.color);
    html = color ? `<mark data-color="${escapeAttr(color)}" style="background-color: ${escapeAttr(color)}">${html}</mark>` : `<mark>${html}</mark>`;
  }
  if (marks.textStyle) {
    const css = [
      ['color', marks.textStyle.color],
      ['font-size', marks.textStyle.fontSize],
      ['font-family', marks.textStyle.fontFamily],
    ]
      .map(([k, v]) => [k, safeCss(v)])
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}: ${v}`)
      .join('; ');
    if (css) html = `<span style="${escapeAttr(css)}">${html}</span>`;
  }
  return html;
}

function blockToHtml(block: Block): string {
  const align = typeof block.attrs.textAlign === 'string' && TEXT_ALIGNS.has(block.attrs.textAlign) ? ` style="text-align: ${block.attrs.textAlign}"` : '';
  const inline = () => (block.inlines ?? []).map(runToHtml).join('');
  const children = () => (block.children ?? []).map(blockToHtml).join('');
  switch (block.name) {
    case 'paragraph':
      return `<p${align}>${inline()}</p>`;
    case 'heading': {
      const level = Math.min(6, Math.max(1, Number(block.attrs.level) || 1));
      return `<h${level}${align}>${inline()}</h${level}>`;
    }
    case 'bulletList':
      return `<ul>${children()}</ul>`;
    case 'orderedList':
      return `<ol>${children()}</ol>`;
    case 'listItem':
      return `<li>${children()}</li>`;
  }
}

export function blocksToHtml(blocks: Block[]): string {
  return blocks.map(blockToHtml).join('');
}

/** Plain text of the blocks, paragraphs on their own lines. */
export function blocksToText(blocks: Block[]): string {
  return blocks
    .map((b) => (b.inlines ? b.inlines.map((r) => r.text).join('') : blocksToText(b.children ?? [])))
    .join('\n');
}

/** How many pieces the blocks hold (blocks, runs, line breaks): the work of writing them into a document. */
export function richTextPieces(blocks: Block[]): number {
  let n = 0;
  for (const b of blocks) n += 1 + (b.inlines?.length ?? 0) + richTextPieces(b.children ?? []);
  return n;
}

/** HTML cleaned of everything rich text does not use. */
export const sanitizeHtml = (html: string): string => blocksToHtml(htmlToBlocks(html));
