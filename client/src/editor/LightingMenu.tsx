import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageStore } from './page-store';
import {
  ACTIVITY_LEVELS,
  ACTIVITY_LINE_TYPES,
  CCT_LEVELS,
  ILL_LEVELS,
  LAMP_TYPES,
  LEGEND_TYPES,
  LIGHTING_TAGS,
  SPOT_TYPES,
  isLineLamp,
  newActivityLine,
  newLampSpot,
  newLegend,
  newSpace,
  type LampType,
} from '../../../shared/src/schema/elements/lighting';
import type { ElementJSON } from '../../../shared/src/schema/types';
import type { ActionContext } from './actions/actions';
import { addLighting } from './lamp-into-space';
import { activityRangeToInsert, cctRangeToInsert, illRangeToInsert, lampToInsert } from './lighting-insert';
import { startDrawing } from './draw/draw-mode';
import { drawShapeOf } from './draw/drawn-element';
import { ToolMenu } from './ToolMenu';
import { PlanningChoices } from './PlanningChoices';
import { buildFromPlan } from './actions/plan-paper-action';
import { openToolDialog } from './tools/tool-dialog-state';

/** The calculators offered here (client/src/tools/screens.ts EDITOR_TOOLS; repeated to keep the tools out of the editor's chunk). */
const EDITOR_TOOLS = ['illuminance', 'lampcount', 'spotlight', 'voltagedrop'] as const;
import { spaceTypes } from '../../../shared/src/lighting/standards/gb-50034';
import { spaceTypeName } from '../elements/space/space-title';

type Tag = (typeof LIGHTING_TAGS)[number];
type Choice = { key: string; label: string; make: () => Omit<ElementJSON, 'id'> };

/** the template types of spec 002 §3 keep their own group: they are what templates place */
const TEMPLATE_LAMPS: readonly LampType[] = ['tong', 'she', 'track', 'cao', 'polygon'];

/**
 * Draw rather than insert, for the kinds drawn point by point: kept while the tab is open, so a
 * designer who draws their rooms picks it once.
 */
let drawPreferred = false;

/**
 * The toolbar's 照明 menu: a lighting kind first, then what of it to insert (a lamp type, a
 * spot shape, a level...). Two steps keep each list short enough to read (there are 22 lamp types).
 */
export function LightingMenu({ ctx }: { ctx: ActionContext }) {
  const { t } = useTranslation();
  return <ToolMenu label={t('lighting.lightingUi.insert.menu')}>{(close) => <LightingChoices ctx={ctx} close={close} />}</ToolMenu>;
}

/** The menu's entries; also under 更多 on phones and tablets. */
export function LightingChoices({ ctx, close }: { ctx: ActionContext; close: () => void }) {
  const { t, i18n } = useTranslation();
  const { editor } = ctx;
  const [tag, setTag] = useState<Tag | null>(null);
  const [draw, setDraw] = useState(drawPreferred);
  const ro = editor.readOnly;
  const insert = (make: () => Omit<ElementJSON, 'id'>) => {
    close();
    const template = make();
    // a kind that is drawn starts drawing (the page takes its points); others are placed
    if (!(draw && startDrawing(editor, template))) addLighting(editor, template);
  };
  /** the switch between inserting a default shape and drawing one point by point */
  const drawSwitch = (key: 'polygon' | 'line' | 'lineLamps') => (
    <button
      type="button"
      role="menuitemcheckbox"
      aria-checked={draw}
      disabled={ro}
      onClick={() => {
        drawPreferred = !draw;
        setDraw(!draw);
      }}
    >
      <span aria-hidden="true">{draw ? '☑ ' : '☐ '}</span>
      {t(`lighting.lightingUi.draw.${key}`)}
    </button>
  );
  const items = () => {
    return pageStore(editor.doc, editor.pageId).get()?.items ?? [];
  };
  const lamp = (type: LampType): Choice => ({ key: type, label: t(`lighting.lampType.${type}`), make: () => lampToInsert(type, ctx.page, items(), t(`lighting.lampType.${type}`)) });
  const entries = (choices: Choice[]) =>
    choices.map((c) => (
      <button key={c.key} type="button" role="menuitem" disabled={ro} onClick={() => insert(c.make)}>
        {c.label}
      </button>
    ));
  if (!tag)
    return (
      <>
        {LIGHTING_TAGS.map((k) => (
          <button key={k} type="button" role="menuitem" disabled={ro} onClick={() => setTag(k)}>
            {t(`lighting.kind.${k}`)}
            <span aria-hidden="true">›</span>
          </button>
        ))}
        {/* issue 14: the linked lamps counted into the schedule and the quotation */}
        <button type="button" role="menuitem" disabled={ro} onClick={() => (close(), void buildFromPlan(editor, ctx.page))}>
          {t('planPaper.build.command')}
        </button>
        <PlanningChoices ctx={ctx} close={close} />
        {/* issue 16: the calculators as dialogs whose results go into this page */}
        <div className="menu-heading">{t('toolsUi.designTools')}</div>
        {EDITOR_TOOLS.map((code) => (
          <button key={code} type="button" role="menuitem" disabled={ro} onClick={() => (close(), openToolDialog(code))}>
            {t(`tools.items.${code}.name`)}…
          </button>
        ))}
      </>
    );
  const heading = (key: 'pointLamps' | 'lineLamps' | 'templateLamps') => <div className="menu-heading">{t(`lighting.lightingUi.insert.${key}`)}</div>;
  const back = (
    <button type="button" role="menuitem" onClick={() => setTag(null)}>
      {`‹ ${t('lighting.lightingUi.insert.back')}`}
    </button>
  );
  const list: Record<Tag, () => React.ReactNode> = {
    'lamp-point': () => {
      const own = LAMP_TYPES.filter((type) => !TEMPLATE_LAMPS.includes(type));
      return (
        <>
          {heading('pointLamps')}
          {entries(own.filter((type) => !isLineLamp(type)).map(lamp))}
          {heading('lineLamps')}
          {drawSwitch('lineLamps')}
          {entries(own.filter(isLineLamp).map(lamp))}
          {heading('templateLamps')}
          {entries(TEMPLATE_LAMPS.map(lamp))}
        </>
      );
    },
    'lamp-spot': () => entries(SPOT_TYPES.map((type) => ({ key: type, label: t(`lighting.spotType.${type}`), make: () => newLampSpot(type, ctx.page) }))),
    'ill-range': () => entries(ILL_LEVELS.map((level) => ({ key: level, label: level, make: () => illRangeToInsert(level, ctx.page) }))),
    'cct-range': () => entries(CCT_LEVELS.map((level) => ({ key: level, label: level, make: () => cctRangeToInsert(level, ctx.page) }))),
    'activity-line': () => entries(ACTIVITY_LINE_TYPES.map((type) => ({ key: type, label: t(`lighting.activityLineType.${type}`), make: () => newActivityLine(type, ctx.page) }))),
    'activity-range': () => entries(ACTIVITY_LEVELS.map((level) => ({ key: level, label: t(`lighting.activityLevel.${level}`), make: () => activityRangeToInsert(level, ctx.page) }))),
    // a space is inserted with the room type it is checked against (GB 50034-2013 rows by building)
    space: () =>
      spaceTypes().map((g) => (
        <Fragment key={g.building}>
          <div className="menu-heading">{i18n.language.startsWith('zh') ? g.name : g.nameEn}</div>
          {entries(g.spaces.map((s) => ({ key: s.id, label: spaceTypeName(s.id, i18n.language), make: () => newSpace(ctx.page, s.id) })))}
        </Fragment>
      )),
    legend: () => entries(LEGEND_TYPES.map((type) => ({ key: type, label: t(`lighting.legendTitle.${type}`), make: () => newLegend(type, ctx.page) }))),
  };
  return (
    // 22 lamp types and their headings are taller than a laptop screen: the list scrolls. It keeps
    // its height inside 更多's column (flex: none), where it was squeezed to nothing on tablets.
    <div className="lighting-choices" role="group" aria-label={t(`lighting.kind.${tag}`)} style={{ display: 'flex', flex: 'none', flexDirection: 'column', maxHeight: '70vh', overflowY: 'auto' }}>
      {back}
      <div className="menu-heading">{t(`lighting.kind.${tag}`)}</div>
      {tag !== 'lamp-point' && drawShapeOf({ tag }) && drawSwitch(drawShapeOf({ tag }) === 'polygon' ? 'polygon' : 'line')}
      {list[tag]()}
    </div>
  );
}
