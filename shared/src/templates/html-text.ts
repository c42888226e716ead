import { blocksToHtml, htmlToBlocks } from '../richtext/html';
import { HARD_BREAK, type Block, type Marks, type TextRun } from '../richtext/model';

// Changing the words of a rich text while keeping how it looks. The cover's project name, a
// divider's chapter number and the contents entries are rewritten by code (a rename, the short
// version), and the designer may have restyled them: the new words take the formatting of the
// old ones (block kind, alignment, bold, colour, size) instead of falling back to plain text.

/** The first paragraph or heading, looking inside lists too. */
function firstTextBlock(blocks: readonly Block[]): Block | undefined {
  for (const block of blocks) {
    if (block.inlines) return block;
    const inner = firstTextBlock(block.children ?? []);
    if (inner) return inner;
  }
  return undefined;
}

/** The runs that carry words (not line breaks, not empty). */
const wordRuns = (block: Block | undefined): TextRun[] => (block?.inlines ?? []).filter((r) => r.text !== HARD_BREAK && r.text !== '');

const copyMarks = (marks: Marks | undefined): Marks => JSON.parse(JSON.stringify(marks ?? {})) as Marks;

/** A line break inside a one-line text would be read back as a hard break: words stay on one line. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ');

function shapeOf(block: Block | undefined): Pick<Block, 'name' | 'attrs'> {
  return block ? { name: block.name, attrs: { ...block.attrs } } : { name: 'paragraph', attrs: {} };
}

/** One block holding `text`, shaped and formatted as the first words of `blocks`. */
export function blocksWithText(blocks: readonly Block[], text: string): Block[] {
  const first = firstTextBlock(blocks);
  const marks = copyMarks(wordRuns(first)[0]?.marks);
  const words = oneLine(text);
  return [{ ...shapeOf(first), inlines: words ? [{ text: words, marks }] : [] }];
}

/** The HTML of `html` with its words replaced by `text`, keeping the formatting of the first words. */
export const htmlWithText = (html: string, text: string): string => blocksToHtml(blocksWithText(htmlToBlocks(html), text));

export interface NumberedEntry {
  number: string;
  title: string;
}

/**
 * Contents entries, one paragraph each, formatted as the first entry of `html`: its first run
 * styles the number, its last run the title (whose leading spacing is kept), runs between
 * them (a separator) stay as they are. A one-run entry holds "number\u3000title" in that run.
 */
export function entriesHtml(html: string, entries: readonly NumberedEntry[]): string {
  const pattern = firstTextBlock(htmlToBlocks(html));
  const runs = wordRuns(pattern);
  const shape = shapeOf(pattern);
  const blocks = entries.map((entry): Block => {
    if (runs.length < 2) return { ...shape, attrs: { ...shape.attrs }, inlines: [{ text: oneLine(`${entry.number}\u3000${entry.title}`), marks: copyMarks(runs[0]?.marks) }] };
    const last = runs[runs.length - 1]!;
    const lead = /^\s*/.exec(last.text)![0];
    return {
      ...shape,
      attrs: { ...shape.attrs },
      inlines: [
        { text: oneLine(entry.number), marks: copyMarks(runs[0]!.marks) },
        ...runs.slice(1, -1).map((r) => ({ text: r.text, marks: copyMarks(r.marks) })),
        { text: lead + oneLine(entry.title), marks: copyMarks(last.marks) },
      ],
    };
  });
  return blocksToHtml(blocks);
}
