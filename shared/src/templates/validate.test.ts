import { describe, expect, it } from 'vitest';
import { deckPage, imageOf, LIGHT_THEME, paragraph, rule, styledHtml, tableOf, title, withIds } from './page-kit';
import type { TemplatePage } from './template-def';
import { checkTemplatePages } from './validate';

const SIZE = { width: 1920, height: 1080 };

function soundPage(): TemplatePage {
  return withIds(
    deckPage(
      '灯具选型',
      'equipment',
      [
        title('灯具选型', { left: 160, top: 80, width: 1200, height: 90 }),
        rule({ left: 160, top: 180, width: 600, height: 20 }, LIGHT_THEME.primary),
        tableOf(['空间', '灯具', '功率 (W)', '色温 (K)'], [['客厅', '嵌入式筒灯', '7', '3000'], ['卧室', '磁吸轨道灯', '5', '']], { left: 160, top: 220, width: 1600, height: 400 }),
        paragraph('<p>选型以 <b>Ra ≥ 90</b> 为准。</p>', { left: 160, top: 660, width: 1600, height: 120 }),
        imageOf('/images/sample.png', { left: 1400, top: 800, width: 400, height: 200 }),
      ],
      LIGHT_THEME,
    ),
  );
}

/** The problems after changing one thing of a sound deck. */
function problemsAfter(change: (pages: TemplatePage[]) => void): string[] {
  const pages = [soundPage(), soundPage()];
  change(pages);
  return checkTemplatePages(pages, SIZE);
}

describe('checkTemplatePages', () => {
  it('finds nothing wrong with pages made by the page kit', () => {
    expect(checkTemplatePages([soundPage(), soundPage()], SIZE)).toEqual([]);
  });

  it('names an element of an unknown kind', () => {
    const problems = problemsAfter((p) => p[0]!.items.push({ id: 'eline', tag: 'line', left: 0, top: 0, width: 100, height: 20, rotate: 0 }));
    expect(problems).toEqual([expect.stringMatching(/^page 1 "灯具选型" element eline \(line\): unknown tag$/)]);
  });

  it('names an element outside the canvas, on each side', () => {
    expect(problemsAfter((p) => (p[1]!.items[4]!.left = 1600))).toEqual([expect.stringContaining('page 2 "灯具选型" element')]);
    expect(problemsAfter((p) => (p[1]!.items[4]!.left = 1600))[0]).toContain('outside the 1920×1080 canvas (1600, 800, 400×200)');
    expect(problemsAfter((p) => (p[0]!.items[0]!.top = -1))[0]).toContain('outside');
    expect(problemsAfter((p) => (p[0]!.items[2]!.height = 900))[0]).toContain('outside');
  });

  it('names a page without items', () => {
    expect(problemsAfter((p) => (p[1]!.items = []))).toEqual(['page 2 "灯具选型": no items']);
  });

  it('names fields the kind’s check would change', () => {
    const missing = problemsAfter((p) => delete p[0]!.items[0]!.rotate);
    expect(missing).toEqual([expect.stringMatching(/\(text\): the text check would change rotate$/)]);
    const wrongType = problemsAfter((p) => (p[0]!.items[2]!.sn = 'yes'));
    expect(wrongType).toEqual([expect.stringMatching(/\(table\): the table check would change sn \(field\.sn: not a boolean\)$/)]);
    const outOfRange = problemsAfter((p) => (p[0]!.items[1]!.strokeWidth = 0));
    expect(outOfRange).toEqual([expect.stringContaining('the shape check would change strokeWidth')]);
  });

  it('names duplicate page and element ids', () => {
    const problems = problemsAfter((p) => {
      p[1]!.id = p[0]!.id;
      p[1]!.items[3]!.id = p[0]!.items[3]!.id;
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^page 2 "灯具选型": duplicate page id p/);
    expect(problems[1]).toMatch(/^page 2 "灯具选型" element e\w+ \(text\): duplicate element id$/);
  });

  it('names rich text the editor would rewrite and table cells it would cut', () => {
    expect(problemsAfter((p) => (p[0]!.items[3]!.html = '<div class="x">说明</div>'))).toEqual([expect.stringContaining('html the editor would rewrite as <p>说明</p>')]);
    const long = problemsAfter((p) => ((p[0]!.items[2]!.rows as Record<string, string>[])[0]!.c2 = '灯'.repeat(201)));
    expect(long).toEqual([expect.stringContaining('row 1 cell c2 is longer than 200 characters')]);
  });

  it('names page fields the reader would change', () => {
    expect(problemsAfter((p) => (p[0]!.background = 'white'))).toEqual([expect.stringContaining('page field background')]);
  });

  it('writes table rows without empty cells, as the document keeps them', () => {
    const table = soundPage().items[2]!;
    expect(table.rows).toEqual([{ c1: '客厅', c2: '嵌入式筒灯', c3: '7', c4: '3000' }, { c1: '卧室', c2: '磁吸轨道灯', c3: '5' }]);
    expect(styledHtml(['一', '二'], { bold: true })).toBe('<p><strong>一</strong></p><p><strong>二</strong></p>');
  });
});
