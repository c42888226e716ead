import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { catalogues, LANGUAGES } from '../../../../shared/src/i18n';
import { applyJSON, orderedPages, toJSON } from '../../../../shared/src/schema/doc';
import { buildDocument } from '../../../../shared/src/templates/registry';
import { addLightingSystemPage } from '../../editor/add-lighting-system-page';
import { Editor } from '../../editor/editor';
import { GatewayTableInspector } from './GatewayTableInspector';

const zh = i18next.createInstance();
const t = (key: string, o?: Record<string, unknown>) => zh.t(key, o ?? {});
beforeAll(async () => {
  await zh.init({ lng: 'zh-CN', resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: catalogues[l] }])), interpolation: { escapeValue: false } });
});

/** A real editor on a blank plan with the lighting-system page added. */
function withSystemPage() {
  const doc = new Y.Doc();
  applyJSON(doc, buildDocument('plan', 'blank', { name: '方案' })!);
  const editor = new Editor(doc, 'me');
  const pageId = addLightingSystemPage(editor, t);
  const table = () => toJSON(doc).pages.find((p) => p.id === pageId)!.items.find((el) => el.tag === 'gateway-table')!;
  return { doc, editor, pageId, table };
}

describe('the lighting-system page in the editor', () => {
  it('is added after the open page, opened, and taken away whole by one undo', () => {
    const { doc, editor, pageId } = withSystemPage();
    expect(orderedPages(doc).map(([id]) => id)).toHaveLength(2);
    expect(editor.pageId).toBe(pageId);
    expect(toJSON(doc).pages[1]!.items.map((el) => el.tag).sort()).toEqual(['gateway-table', 'table', 'table', 'text']);
    editor.undo.undo();
    expect(orderedPages(doc)).toHaveLength(1);
  });

  it('the inspector offers the three gateway models in Chinese and says why the third space is flagged', () => {
    const { editor, table } = withSystemPage();
    const el = table();
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={zh}>
        <GatewayTableInspector editor={editor} els={[el]} set={(patch) => editor.patch(new Map([[el.id, patch]]))} />
      </I18nextProvider>,
    );
    for (const name of ['无线便捷型', '有线增强型', '工程专业型']) expect(html).toContain(`>${name}</option>`);
    expect(html).toContain('aria-label="二层全层"');
    expect(html).toContain('⚠ 终端 62 个，超过无线便捷型网关的 50 个；面积 120 m²，超过无线便捷型网关的 100 m²');
    expect(html.match(/✓ 符合/g)).toHaveLength(2);
  });
});
