import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { catalogues, LANGUAGES } from '../../../shared/src/i18n';
import { applyJSON, toJSON } from '../../../shared/src/schema/doc';
import { newLampPoint, newLegend, newRange } from '../../../shared/src/schema/elements/lighting';
import { buildDocument } from '../../../shared/src/templates/registry';
import type { ElementJSON } from '../../../shared/src/schema/types';
import { Editor } from '../editor/editor';
// the editing half is added to kinds registered for drawing: register them first, as index.ts does
import './drawn';
import { LIGHTING_INSPECTORS } from './lighting-editing';

const PAGE = { width: 1920, height: 1080 };
const zh = i18next.createInstance();
beforeAll(async () => {
  await zh.init({ lng: 'zh-CN', resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: catalogues[l] }])), interpolation: { escapeValue: false } });
});

/** A real editor on a blank plan holding `json`, and the inspector of its kind drawn to HTML. */
function inspect(json: Omit<ElementJSON, 'id'>): string {
  const doc = new Y.Doc();
  applyJSON(doc, buildDocument('plan', 'blank', { name: '方案' })!);
  const editor = new Editor(doc, 'me');
  const id = editor.add(json);
  const el = toJSON(doc).pages.find((p) => p.id === editor.pageId)!.items.find((i) => i.id === id)!;
  const Inspector = LIGHTING_INSPECTORS[el.tag as keyof typeof LIGHTING_INSPECTORS];
  return renderToStaticMarkup(
    <I18nextProvider i18n={zh}>
      <Inspector editor={editor} els={[el]} set={(patch) => editor.patch(new Map([[id, patch]]))} />
    </I18nextProvider>,
  );
}
const fieldValue = (html: string, label: string) => new RegExp(`aria-label="${label}"[^>]*? value="([^"]*)"`).exec(html)?.[1];

describe('lighting inspectors', () => {
  it('a lamp shows every field in Chinese: type, name, number, colour, size, label and its side, spot', () => {
    const html = inspect({ ...newLampPoint('downlight', PAGE, '筒灯', 3), spot: true });
    expect(html).toContain('<option value="downlight" selected="">筒灯</option>');
    for (const label of ['名称', '编号', '颜色', '图标大小', '显示标注', '标注位置', '显示光斑', '光斑颜色', '光斑宽度', '光斑不透明度（%）']) expect(html).toContain(label);
    expect(fieldValue(html, '编号')).toBe('3');
    expect(html).toContain('<option value="2" selected="">下</option>');
    expect(html).toContain('>40%</button>');
  });

  it('shows stored nonsense as the nearest allowed value: a negative size as 24, a NaN opacity as 40', () => {
    // (the document reader clamps these too; a field shows what would be written, not NaN)
    const html = inspect({ ...newLampPoint('wall', PAGE, '壁灯', 1), size: -5, spot: true, spotOpacity: Number.NaN });
    expect(fieldValue(html, '图标大小')).toBe('24');
    expect(fieldValue(html, '光斑不透明度（%）')).toBe('40');
  });

  it('a range offers its levels as it is typed; a legend its kinds', () => {
    const range = inspect(newRange('cct-range', PAGE, '3000K', { type: 'color', color: '#ffc078' }));
    expect(fieldValue(range, '数值')).toBe('3000K');
    expect(range).toContain('<option value="2700-6500K">');
    // spec 001 §4: the preset gradients, each named by the type it sets; none pressed for a plain colour
    for (const name of ['可调色温 渐变 1', 'RGBCW 渐变 4', '可调照度 渐变 6']) expect(range).toContain(`aria-label="${name}"`);
    expect(range).not.toContain('aria-pressed="true"');
    const legend = inspect(newLegend('lamp-point', PAGE));
    expect(legend).toContain('<option value="lamp-point" selected="">灯具图例</option>');
    expect(legend).toContain('显示数量');
  });
});
