import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { catalogues, LANGUAGES } from '../../../../shared/src/i18n';
import { applyJSON, toJSON } from '../../../../shared/src/schema/doc';
import { newGlareChart } from '../../../../shared/src/schema/elements/glare';
import { buildDocument } from '../../../../shared/src/templates/registry';
import { Editor } from '../../editor/editor';
import { GlareInspector } from './GlareInspector';

const zh = i18next.createInstance();
beforeAll(async () => {
  await zh.init({ lng: 'zh-CN', resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: catalogues[l] }])), interpolation: { escapeValue: false } });
});

/** A real editor on a blank plan holding a glare chart with `fields`, and its inspector as HTML. */
function inspect(fields: Record<string, unknown> = {}): string {
  const doc = new Y.Doc();
  applyJSON(doc, buildDocument('plan', 'blank', { name: '方案' })!);
  const editor = new Editor(doc, 'me');
  const id = editor.add({ ...newGlareChart({ width: 1920, height: 1080 }), ...fields });
  const el = toJSON(doc).pages.find((p) => p.id === editor.pageId)!.items.find((i) => i.id === id)!;
  return renderToStaticMarkup(
    <I18nextProvider i18n={zh}>
      <GlareInspector editor={editor} els={[el]} set={(patch) => editor.patch(new Map([[id, patch]]))} />
    </I18nextProvider>,
  );
}
const radios = (html: string) => [...html.matchAll(/role="radio" aria-checked="(true|false)"[^>]*>(?:<span[^>]*><\/span>)?([^<]+)</g)].map((m) => [m[1] === 'true', m[2]] as const);

describe('the glare chart inspector', () => {
  it('offers the seven levels with their UGR and words, level 4 (UGR 19) picked on a new chart', () => {
    expect(radios(inspect())).toEqual([
      [false, 'UGR 28（难以忍受的眩光）'],
      [false, 'UGR 25（明显不适的眩光）'],
      [false, 'UGR 22（刚感不适的眩光）'],
      [true, 'UGR 19（轻微眩光）'],
      [false, 'UGR 16（刚可察觉的眩光）'],
      [false, 'UGR 13（几乎察觉不到）'],
      [false, 'UGR 10（几乎无眩光）'],
    ]);
  });

  it('shows a stored level out of range as the one the chart draws', () => {
    expect(radios(inspect({ level: 12 })).findIndex(([on]) => on)).toBe(6);
  });

  it('offers theme, size, hide title and the reference spaces with their limits, none chosen on a new chart', () => {
    const html = inspect();
    for (const label of ['主题', '尺寸', '隐藏标题', '参考空间']) expect(html).toContain(label);
    expect(html).toContain('<option value="" selected="">不显示</option>');
    expect(html).toContain('<option value="office">办公室 · UGR ≤ 19</option>');
    expect(html).toContain('<option value="corridor">走廊 · UGR ≤ 25</option>');
    expect(inspect({ space: 'meeting' })).toContain('<option value="meeting" selected="">会议室 · UGR ≤ 19</option>');
  });
});
