import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { applyJSON, meta, toJSON } from '../schema/doc';
import { DEFAULT_PRODUCT_DISPLAY, type DocumentJSON, type PageJSON } from '../schema/types';
import { renameDoc } from '../schema/edit';
import { applyNameBinding, BIND_DOC_NAME, BIND_USER_LOGO, DEFAULT_COMPANY, DEFAULT_SLOGAN, fillPlaceholders, placeholderValues } from './placeholders';
import type { PageDraft, TemplateContext } from './template-def';

const NOW = new Date(2026, 2, 5, 9, 30).getTime();
const ctx = (extra: Partial<TemplateContext> = {}): TemplateContext => ({ name: '滨江壹号 A 户型', username: 'wanggong88', now: NOW, ...extra });

const box = { left: 100, top: 100, width: 800, height: 100, rotate: 0 };
const coverPage = (): PageDraft => ({
  name: '封面',
  category: 'cover',
  items: [
    { tag: 'text', ...box, bind: BIND_DOC_NAME, html: '<h1 style="text-align: center"><strong>{{project}}</strong></h1>' },
    { tag: 'text', ...box, html: '<p>{{company}}</p><p>汇报人：{{username}}</p><p>日期：{{date}}</p><p>{{slogan}}</p>' },
    { tag: 'input', ...box, value: '', placeholder: '{{username}}的项目备注' },
    { tag: 'image', ...box, src: '', bind: BIND_USER_LOGO },
  ],
});

describe('placeholder values', () => {
  it('name the presenter by nickname, else by username', () => {
    expect(placeholderValues(ctx({ nickname: '王工' })).username).toBe('王工');
    expect(placeholderValues(ctx({ nickname: '  ' })).username).toBe('wanggong88');
    expect(placeholderValues(ctx()).username).toBe('wanggong88');
  });

  it('date the deck today, as year-month-day', () => {
    expect(placeholderValues(ctx()).date).toBe('2026-03-05');
  });

  it('fall back to the default company and slogan, and use the user’s own when set', () => {
    expect(placeholderValues(ctx())).toMatchObject({ company: DEFAULT_COMPANY, slogan: DEFAULT_SLOGAN, project: '滨江壹号 A 户型' });
    expect(placeholderValues(ctx({ company: '明光照明设计工作室', slogan: '好光，不刺眼' }))).toMatchObject({ company: '明光照明设计工作室', slogan: '好光，不刺眼' });
  });
});

describe('fillPlaceholders', () => {
  it('fills every placeholder of the cover and sets the bound name keeping its formatting', () => {
    const [page] = fillPlaceholders([coverPage()], ctx({ nickname: '王工', logo: 'https://cdn.example.com/logo.png' }));
    expect(page!.items[0]!.html).toBe('<h1 style="text-align: center"><strong>滨江壹号 A 户型</strong></h1>');
    expect(page!.items[1]!.html).toBe(`<p>${DEFAULT_COMPANY}</p><p>汇报人：王工</p><p>日期：2026-03-05</p><p>${DEFAULT_SLOGAN}</p>`);
    expect(page!.items[2]!.placeholder).toBe('王工的项目备注');
    expect(page!.items[3]).toMatchObject({ tag: 'image', src: 'https://cdn.example.com/logo.png' });
  });

  it('escapes markup in a nickname inside HTML, and leaves plain fields as typed', () => {
    const [page] = fillPlaceholders([coverPage()], ctx({ nickname: '<img src=x onerror=alert(1)>王工' }));
    expect(page!.items[1]!.html).toContain('汇报人：&lt;img src=x onerror=alert(1)&gt;王工');
    expect(page!.items[1]!.html).not.toContain('<img');
    expect(page!.items[2]!.placeholder).toBe('<img src=x onerror=alert(1)>王工的项目备注');
  });

  it('escapes markup in the project name', () => {
    const [page] = fillPlaceholders([coverPage()], ctx({ name: '<script>x</script>' }));
    expect(page!.items[0]!.html).toBe('<h1 style="text-align: center"><strong>&lt;script&gt;x&lt;/script&gt;</strong></h1>');
  });

  it('removes the logo element when the user has no logo, and leaves the input pages alone', () => {
    const pages = [coverPage()];
    const before = JSON.stringify(pages);
    const [page] = fillPlaceholders(pages, ctx());
    expect(page!.items.map((e) => e.tag)).toEqual(['text', 'text', 'input']);
    expect(JSON.stringify(pages)).toBe(before);
  });
});

describe('applyNameBinding', () => {
  const docJSON = (): DocumentJSON => {
    const page: PageJSON = {
      id: 'p1',
      name: '封面',
      items: [
        { id: 'e1', tag: 'text', ...box, bind: BIND_DOC_NAME, html: '<h1 style="text-align: center"><span style="color: #c8873a"><strong>旧名</strong></span></h1>' },
        { id: 'e2', tag: 'text', ...box, html: '<p><strong>旧名</strong>的客厅</p>' },
        { id: 'e3', tag: 'text', ...box, bind: BIND_DOC_NAME },
      ],
    };
    return { name: '旧名', type: 'plan', template: 'home', options: {}, pages: [page], products: { items: [], display: DEFAULT_PRODUCT_DISPLAY } };
  };

  it('rewrites the bound name keeping its bold, and the change reaches a second replica', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    applyJSON(a, docJSON());
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    a.on('update', (update: Uint8Array) => Y.applyUpdate(b, update));
    let changed = 0;
    a.transact(() => {
      meta(a).set('name', '新名');
      changed = applyNameBinding(a, '新名');
    });
    expect(changed).toBe(2);
    const items = toJSON(b).pages[0]!.items;
    expect(toJSON(b).name).toBe('新名');
    expect(items[0]!.html).toBe('<h1 style="text-align: center"><span style="color: #c8873a"><strong>新名</strong></span></h1>');
    // an element that is not bound keeps the old words
    expect(items[1]!.html).toBe('<p><strong>旧名</strong>的客厅</p>');
    // a bound element without text gets the name as a paragraph
    expect(items[2]!.html).toBe('<p>新名</p>');
  });

  it('writes nothing when the texts already say the name', () => {
    const a = new Y.Doc();
    applyJSON(a, docJSON());
    applyNameBinding(a, '新名');
    let updates = 0;
    a.on('update', () => updates++);
    expect(applyNameBinding(a, '新名')).toBe(0);
    expect(updates).toBe(0);
  });

  it('renameDoc renames and rewrites the cover in one transaction', () => {
    const a = new Y.Doc();
    applyJSON(a, docJSON());
    let transactions = 0;
    a.on('afterTransaction', () => transactions++);
    expect(renameDoc(a, '  江景公寓  ')).toBe(true);
    expect(transactions).toBe(1);
    const json = toJSON(a);
    expect(json.name).toBe('江景公寓');
    expect(json.pages[0]!.items[0]!.html).toContain('<strong>江景公寓</strong>');
  });
});
