import { useTranslation } from 'react-i18next';
import type { PlanningTag } from '../../../shared/src/planning/kinds';
import { PLANNING_TAGS } from '../../../shared/src/planning/kinds';
import { newGlareChart } from '../../../shared/src/schema/elements/glare';
import { newLitAreaChart } from '../../../shared/src/schema/elements/lit-area';
import { newIllCctChart } from '../../../shared/src/schema/elements/lit-ill-cct';
import { newVisionChart } from '../../../shared/src/schema/elements/lit-vision';
import { PLANNING_TABLES, type PlanningTableTag } from '../../../shared/src/planning/tables';
import { newPlanningTable } from '../../../shared/src/schema/elements/planning-table';
import type { ElementJSON } from '../../../shared/src/schema/types';
import type { ActionContext } from './actions/actions';

type Page = ActionContext['page'];

/** a planning table's entry: its name, and a new table of its definition */
const table = (tag: PlanningTableTag) => ({ label: `planningTable.kind.${tag}`, make: (page: Page) => newPlanningTable(PLANNING_TABLES[tag], page) });

/** What each planning kind's menu entry says and inserts (keyed by PLANNING_TAGS: none is left out). */
const PLANNING_INSERTS: Record<PlanningTag, { label: string; make: (page: Page) => Omit<ElementJSON, 'id'> }> = {
  glare: { label: 'glare.insert', make: newGlareChart },
  'lit-area': { label: 'litArea.insert', make: newLitAreaChart },
  'lit-ill-cct': { label: 'planning.illCct.insert', make: newIllCctChart },
  'lit-vision': { label: 'planning.vision.insert', make: newVisionChart },
  'space-user-habit': table('space-user-habit'),
  'space-rhythm': table('space-rhythm'),
  'space-device': table('space-device'),
  'project-base': table('project-base'),
  'space-activity': table('space-activity'),
  'space-special-activity': table('space-special-activity'),
  'space-ldk': table('space-ldk'),
  'lit-scene': table('lit-scene'),
};

/**
 * Issue 11's tables and charts, a group at the end of the 照明 menu's first list (and so also
 * under 更多 on phones and tablets): one click inserts one, with its defaults, in the middle of
 * the page. A menu of its own would not fit the toolbar's one row at 1280 px.
 */
export function PlanningChoices({ ctx, close }: { ctx: ActionContext; close: () => void }) {
  const { t } = useTranslation();
  const { editor } = ctx;
  return (
    <>
      <div className="menu-heading">{t('glare.planning')}</div>
      {PLANNING_TAGS.map((tag) => (
        <button key={tag} type="button" role="menuitem" disabled={editor.readOnly} onClick={() => (close(), editor.add(PLANNING_INSERTS[tag].make(ctx.page)))}>
          {t(PLANNING_INSERTS[tag].label as 'glare.insert')}
        </button>
      ))}
    </>
  );
}
