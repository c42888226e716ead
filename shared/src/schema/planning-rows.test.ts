import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { applyJSON, itemOf, orderedPages, toJSON } from './doc';
import { addElement } from './edit';
import { litAreaRows, newLitArea, spacesWithScenes, type LitScene, type LitSpace } from './elements/lit-area';
import { checkElement } from './elements/specs';
import { addLitScene, addLitSpace, removeLitSpace, setLitField } from './planning-rows';
import { PageSchema } from '../protocol/doc';
import { buildDocument } from '../templates/registry';
import { DEFAULT_SPACES } from '../planning/space-illuminance';

// The space-illuminance chart's spaces and scenes are shared rows (issue 11): two people adding
// different spaces, or editing different scenes, while apart both keep their work, and what is
// read back is the cleaned shape (names ≤ 20, lx 0..1000 on the 10 lx grid, no orphan scenes).

const BOX = { left: 100, top: 120, width: 1200, height: 700 };

function chart() {
  const doc = new Y.Doc();
  applyJSON(doc, buildDocument('plan', 'blank', { name: '空间照度' })!);
  const page = orderedPages(doc)[0]![1];
  let n = 0;
  const rows = litAreaRows(DEFAULT_SPACES, () => `r${++n}`);
  let id = '';
  doc.transact(() => (id = addElement(page, newLitArea(BOX, rows))));
  return { doc, id, rows };
}

const chartOf = (doc: Y.Doc, id: string) => itemOf(orderedPages(doc)[0]![1], id)!;
const read = (doc: Y.Doc) => toJSON(doc).pages[0]!.items.find((el) => el.tag === 'lit-area')! as unknown as { spaces: LitSpace[]; scenes: LitScene[] };
const sceneId = (rows: { spaces: LitSpace[]; scenes: LitScene[] }, space: string, scene: string) => {
  const s = rows.spaces.find((x) => x.name === space)!;
  return rows.scenes.find((c) => c.space === s.id && c.name === scene)!.id;
};
const sync = (a: Y.Doc, b: Y.Doc) => {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
};

describe('the space-illuminance chart in the document', () => {
  it('starts with the twelve default spaces and their scenes (spec 002 §9) as shared rows', () => {
    const { doc, id } = chart();
    expect(chartOf(doc, id).get('spaces')).toBeInstanceOf(Y.Array);
    expect(chartOf(doc, id).get('scenes')).toBeInstanceOf(Y.Array);
    const nested = spacesWithScenes(read(doc));
    expect(nested.map((s) => s.name)).toEqual(DEFAULT_SPACES.map((s) => s.name));
    expect(nested[0]!.scenes.map((c) => [c.name, c.lx])).toEqual([['亲子', 600], ['会客', 500], ['聚会', 400], ['起夜', 20]]);
  });

  it('two replicas adding different spaces and editing different scenes while apart both keep their work', () => {
    const { doc: a, id, rows } = chart();
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    const reception = sceneId(rows, '客厅', '会客');
    const party = sceneId(rows, '客厅', '聚会');
    const reading = sceneId(rows, '卧室', '阅读');
    // apart: A adds a walk-in wardrobe with a scene, dims the living room's reception scene;
    // B adds a home cinema, lowers the living room's party scene (another scene of the same
    // space) and the bedroom's reading scene, and adds a scene to the living room
    a.transact(() => {
      const el = chartOf(a, id);
      const wardrobe = addLitSpace(el, { name: '衣帽间' }, 'ra1');
      addLitScene(el, wardrobe, { name: '更衣', lx: 300 }, 'ra2');
      setLitField(el, 'scenes', reception, 'lx', 450);
    });
    b.transact(() => {
      const el = chartOf(b, id);
      const cinema = addLitSpace(el, { name: '影音室' }, 'rb1');
      addLitScene(el, cinema, { name: '观影', lx: 10 }, 'rb2');
      addLitScene(el, rows.spaces[0]!.id, { name: '阅读', lx: 300 }, 'rb3');
      setLitField(el, 'scenes', party, 'lx', 350);
      setLitField(el, 'scenes', reading, 'lx', 300);
    });
    sync(a, b);
    expect(toJSON(b)).toEqual(toJSON(a));
    const nested = spacesWithScenes(read(a));
    // both new spaces, after the defaults (which of the two comes first is Yjs's tie-break)
    expect(nested.slice(0, 12).map((s) => s.name)).toEqual(DEFAULT_SPACES.map((s) => s.name));
    expect(nested.slice(12).map((s) => s.name).sort()).toEqual(['影音室', '衣帽间'].sort());
    const lx = Object.fromEntries(nested.flatMap((s) => s.scenes.map((c) => [`${s.name}/${c.name}`, c.lx])));
    expect(lx).toMatchObject({ '客厅/会客': 450, '客厅/聚会': 350, '客厅/阅读': 300, '卧室/阅读': 300, '衣帽间/更衣': 300, '影音室/观影': 10, '客厅/亲子': 600 });
    // the read-back is the cleaned shape: the fields the kind knows, nothing else
    for (const space of read(a).spaces) expect(Object.keys(space).sort()).toEqual(space.type ? ['id', 'name', 'type'] : ['id', 'name']);
    for (const scene of read(a).scenes) expect(Object.keys(scene).sort()).toEqual(['id', 'lx', 'name', 'space']);
  });

  it('two replicas editing different fields of one scene while apart both keep their edit, and the scene stays one', () => {
    const { doc: a, id, rows } = chart();
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    const movie = sceneId(rows, '卧室', '观影');
    a.transact(() => setLitField(chartOf(a, id), 'scenes', movie, 'name', '投影'));
    b.transact(() => setLitField(chartOf(b, id), 'scenes', movie, 'lx', 30));
    sync(a, b);
    expect(read(a).scenes.filter((c) => c.id === movie)).toEqual([{ id: movie, space: rows.spaces[2]!.id, name: '投影', lx: 30 }]);
    expect(read(b)).toEqual(read(a));
  });

  it('a scene added to a space another replica removed meanwhile is dropped on read', () => {
    const { doc: a, id, rows } = chart();
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    const study = rows.spaces.find((s) => s.name === '书房')!.id;
    a.transact(() => removeLitSpace(chartOf(a, id), study));
    b.transact(() => addLitScene(chartOf(b, id), study, { name: '阅读', lx: 500 }, 'rb9'));
    sync(a, b);
    expect(read(a).spaces.map((s) => s.name)).not.toContain('书房');
    expect(read(a).scenes.map((c) => c.id)).not.toContain('rb9');
    expect(read(b)).toEqual(read(a));
  });

  it('removing a space takes its scenes with it', () => {
    const { doc, id, rows } = chart();
    const living = rows.spaces[0]!.id;
    doc.transact(() => removeLitSpace(chartOf(doc, id), living));
    const scenes = (chartOf(doc, id).get('scenes') as Y.Array<Y.Map<unknown>>).toArray();
    expect(scenes.some((m) => m.get('space') === living)).toBe(false);
    expect(scenes).toHaveLength(rows.scenes.length - 4);
  });

  it('what a client leaves in a row is read back clamped to the rules', () => {
    const { doc, id, rows } = chart();
    const scenes = chartOf(doc, id).get('scenes') as Y.Array<Y.Map<unknown>>;
    const spaces = chartOf(doc, id).get('spaces') as Y.Array<Y.Map<unknown>>;
    doc.transact(() => {
      scenes.get(0).set('lx', 1234);
      scenes.get(1).set('lx', 455);
      scenes.get(2).set('lx', -3);
      scenes.get(3).set('name', '  ' + '景'.repeat(25));
      spaces.get(1).set('name', ' 餐厅 ');
      spaces.get(2).set('type', 'garage');
    });
    const back = read(doc);
    expect(back.scenes.slice(0, 4).map((c) => [c.name, c.lx])).toEqual([
      ['亲子', 1000],
      ['会客', 460],
      ['聚会', 0],
      ['景'.repeat(20), 20],
    ]);
    expect(back.spaces[1]).toEqual({ id: rows.spaces[1]!.id, name: '餐厅', type: 'dining' });
    expect(back.spaces[2]).toEqual({ id: rows.spaces[2]!.id, name: '卧室' });
  });

  it('doc/update refuses what the reader would have to clean; it takes the clean shape', () => {
    const { doc } = chart();
    const page = toJSON(doc).pages[0]!;
    expect(PageSchema.safeParse(page).success).toBe(true);
    const withScenes = (f: (s: LitScene[]) => LitScene[]) => ({ ...page, items: page.items.map((el) => (el.tag === 'lit-area' ? { ...el, scenes: f(el.scenes as LitScene[]) } : el)) });
    expect(PageSchema.safeParse(withScenes((s) => s.map((c, i) => (i === 0 ? { ...c, lx: 455 } : c)))).success).toBe(false);
    expect(PageSchema.safeParse(withScenes((s) => s.map((c, i) => (i === 0 ? { ...c, lx: 1001 } : c)))).success).toBe(false);
    expect(PageSchema.safeParse(withScenes((s) => s.map((c, i) => (i === 0 ? { ...c, name: '景'.repeat(21) } : c)))).success).toBe(false);
    expect(PageSchema.safeParse(withScenes((s) => [...s, { id: 'x', space: 'no-such-space', name: '孤', lx: 10 }])).success).toBe(false);
    expect(PageSchema.safeParse(withScenes((s) => s.map((c, i) => (i === 0 ? { ...c, name: '  ' } : c)))).success).toBe(false);
    expect(PageSchema.safeParse(withScenes((s) => s.map((c, i) => (i === 1 ? { ...c, id: s[0]!.id } : c)))).success).toBe(false);
    expect(PageSchema.safeParse(withScenes((s) => s.map((c, i) => (i === 0 ? { ...c, lx: 1000 } : c)))).success).toBe(true);
  });

  it('a whole-chart write that removes a scene in the middle leaves the scenes after it alone, so a co-editor’s edit still lands', () => {
    const { doc: a, id, rows } = chart();
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    const scenes = () => (chartOf(a, id).get('scenes') as Y.Array<Y.Map<unknown>>).toArray();
    const party = sceneId(rows, '客厅', '聚会');
    const nightRise = sceneId(rows, '客厅', '起夜');
    const nightRiseMap = scenes().find((m) => m.get('id') === nightRise);
    // A (a doc/update, a restore) writes the chart without the party scene; B, apart, dims the
    // night-rise scene that came after it
    const json = toJSON(a);
    const el = json.pages[0]!.items.find((e) => e.tag === 'lit-area')!;
    el.scenes = (el.scenes as LitScene[]).filter((c) => c.id !== party);
    applyJSON(a, json);
    expect(scenes().find((m) => m.get('id') === nightRise)).toBe(nightRiseMap);
    b.transact(() => setLitField(chartOf(b, id), 'scenes', nightRise, 'lx', 10));
    sync(a, b);
    const back = read(a).scenes;
    expect(back.map((c) => c.id)).toEqual(rows.scenes.map((c) => c.id).filter((c) => c !== party));
    expect(back.find((c) => c.id === nightRise)!.lx).toBe(10);
    expect(back.find((c) => c.id === sceneId(rows, '卧室', '阅读'))!.lx).toBe(350);
    expect(read(b)).toEqual(read(a));
    // the same write again changes nothing
    let writes = 0;
    a.on('update', () => writes++);
    applyJSON(a, toJSON(a));
    expect(writes).toBe(0);
  });

  it('a whole-chart write that reorders, adds and drops rows ends with exactly its rows', () => {
    const { doc, id, rows } = chart();
    const list = chartOf(doc, id).get('spaces');
    const json = toJSON(doc);
    const el = json.pages[0]!.items.find((e) => e.tag === 'lit-area')!;
    const [first, second, ...rest] = el.spaces as LitSpace[];
    el.spaces = [second!, first!, { id: 'new', name: '衣帽间' }, ...rest.slice(1)];
    el.scenes = (el.scenes as LitScene[]).filter((c) => c.space !== rest[0]!.id);
    applyJSON(doc, json);
    expect(read(doc).spaces.map((s) => s.id)).toEqual([rows.spaces[1]!.id, rows.spaces[0]!.id, 'new', ...rows.spaces.slice(3).map((s) => s.id)]);
    expect(read(doc).spaces[2]).toEqual({ id: 'new', name: '衣帽间' });
    expect(read(doc).scenes).toEqual(el.scenes);
    expect(chartOf(doc, id).get('spaces')).toBe(list);
  });

  it('a whole-chart write (a restore) is reconciled into the same shared lists', () => {
    const { doc, id } = chart();
    const list = chartOf(doc, id).get('scenes');
    const json = toJSON(doc);
    const el = json.pages[0]!.items.find((e) => e.tag === 'lit-area')!;
    el.scenes = (el.scenes as LitScene[]).map((c) => (c.name === '起夜' ? { ...c, lx: 10 } : c));
    applyJSON(doc, json);
    expect(chartOf(doc, id).get('scenes')).toBe(list);
    expect(read(doc).scenes.find((c) => c.name === '起夜')!.lx).toBe(10);
    expect(checkElement(el as unknown as Record<string, unknown>)).toMatchObject({ scenes: read(doc).scenes });
  });
});
