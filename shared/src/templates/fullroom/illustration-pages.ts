import type { PageDraft } from '../template-def';
import { legendOf, planLayers, planRooms, type PlanLayers } from '../common/floor-plan';
import { SAMPLE_HOME, sampleHomeActivityLines, sampleHomeCctZones, sampleHomeIllZones, sampleHomeLamps } from '../common/sample-home';
import type { LegendType } from '../../schema/elements/lighting';
import { column, contentPage, panel, slice, text, type Look } from './layout';

// 10 插图/附图: the full-size drawings the designer hands over: the lighting plan (lamps over
// the illuminance zones) and the colour-temperature zones with the family's routes.

function drawing(look: Look, category: string, zh: string, en: string, layers: PlanLayers, legends: readonly LegendType[], note: string): PageDraft {
  const left = column(look, 0, 0.74);
  const right = column(look, 0.74, 1);
  const planBox = slice(left, 0, left.height - 10);
  const legendH = Math.round((right.height - 200) / legends.length) - 40;
  return contentPage(look, category, zh, en, [
    ...panel(look, planBox),
    ...planRooms(SAMPLE_HOME, planBox, look.ink),
    ...planLayers(SAMPLE_HOME, planBox, layers),
    ...legends.flatMap((type, i) => {
      const box = slice(right, i * (legendH + 40), legendH);
      return [...panel(look, box, 10), legendOf(type, box, look.ink, { showCount: type === 'lamp-point', fontSize: 18, perColumn: 6 })];
    }),
    text(look, [note], slice(right, right.height - 180), 20, { muted: true }),
  ], { skip: true });
}

export const illustrationPages = (look: Look, category: string): PageDraft[] => [
  drawing(look, category, '附图一：照明平面', 'DRAWING 1 · LIGHTING PLAN', { zones: sampleHomeIllZones(), lamps: sampleHomeLamps() }, ['lamp-point', 'ill-range'], '灯具点位叠加照度分区；尺寸以现场复核为准，施工图另附。'),
  drawing(look, category, '附图二：色温分区与动线', 'DRAWING 2 · CCT ZONES AND ROUTES', { zones: sampleHomeCctZones(), lines: sampleHomeActivityLines() }, ['cct-range', 'activity-line'], '色温分区与日间、夜间、晨起动线，场景与感应器沿动线设置。'),
];
