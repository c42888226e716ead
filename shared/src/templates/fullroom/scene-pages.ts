import type { PageDraft } from '../template-def';
import { legendOf, planLayers, planRooms, type PlanLamp, type PlanZone } from '../common/floor-plan';
import { HOME_ROOMS, SAMPLE_HOME, sampleHomeLamps } from '../common/sample-home';
import { column, contentPage, labelled, panel, slice, table, type Look } from './layout';
import { SCENES, type Scene } from './scene-data';

// One page per scene (scene-data.ts): the sample home with only the rooms the scene lights,
// their levels as illuminance zones and their lamps; beside it the trigger, the story, a table
// of what turns on and how far, the timing and a note.

const levelColour = (lx: number): string => (lx <= 20 ? '#fff4e6' : lx <= 100 ? '#ffe8cc' : lx <= 200 ? '#ffd8a8' : '#ffa94d');

const inside = (lamp: PlanLamp, r: { x: number; y: number; w: number; h: number }) => lamp.x >= r.x && lamp.x <= r.x + r.w && lamp.y >= r.y && lamp.y <= r.y + r.h;

function scenePage(look: Look, category: string, scene: Scene): PageDraft {
  const left = column(look, 0, 0.48);
  const right = column(look, 0.48, 1);
  const planBox = slice(left, 0, 600);
  const rooms = scene.lit.map(([key]) => HOME_ROOMS[key]);
  const zones: PlanZone[] = scene.lit.map(([key, lx]) => {
    const r = HOME_ROOMS[key];
    return { tag: 'ill-range', name: `${lx} lx`, x: r.x, y: r.y, w: r.w, h: r.h, color: levelColour(lx) };
  });
  const off = (lamp: PlanLamp) => (scene.off ?? []).some(([key, type]) => lamp.type === type && inside(lamp, HOME_ROOMS[key]));
  const lamps = [...sampleHomeLamps().filter((lamp) => rooms.some((r) => inside(lamp, r)) && !off(lamp)), ...(scene.extra ?? [])];
  const tableH = 50 + scene.rows.length * 44;
  return contentPage(look, category, `场景：${scene.name}`, `SCENE · ${scene.en}`, [
    ...panel(look, planBox),
    ...planRooms(SAMPLE_HOME, planBox, look.ink),
    ...planLayers(SAMPLE_HOME, planBox, { zones, lamps }),
    ...panel(look, slice(left, 625, 145), 10),
    legendOf('lamp-point', slice(left, 625, 145), look.ink, { fontSize: 18, perColumn: 3 }),
    labelled(look, [['触发', scene.trigger], ['体验', scene.story]], slice(right, 0, 236), 23),
    ...table(look, [{ name: '空间', width: 0.8 }, { name: '灯具', width: 1.3 }, { name: '亮度', width: 1.2 }, { name: '照度', width: 1.1 }, { name: '色温', width: 0.9 }], scene.rows, slice(right, 246, tableH), 19),
    labelled(look, [['时序', scene.timing], ['要点', scene.note]], slice(right, 270 + tableH), 22),
  ]);
}

export const scenePages = (look: Look, category: string): PageDraft[] => SCENES.map((scene) => scenePage(look, category, scene));
