import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as Y from 'yjs';
import { activityName, freeLeft } from '../../../../shared/src/planning/vision';
import type { YMap } from '../../../../shared/src/schema/doc';
import { LIT_VISION_MAX, type LitVisionFields, type LitVisionItem } from '../../../../shared/src/schema/elements/lit-vision';
import { newRowId } from '../../../../shared/src/schema/ids';
import { addVisionItem, removeLitRow } from '../../../../shared/src/schema/planning-rows';
import { NumberInput } from '../../editor/panels/NumberInput';
import { RuleMessage } from '../lit-area/RuleInput';
import { CheckRow, num } from '../lighting-controls';
import type { InspectorProps } from '../registry';
import { VisionItemEdit, type Message } from './VisionItemEdit';
import { visionItemsOf } from './vision-items';

/** where a message belongs: under the add line, or under an open activity */
type Said = { at: string; message: Message };
/** the lx a new activity starts at: ordinary room light, so its bar shows at once */
const NEW_LX = 100;

/**
 * The visual-interest chart's edit drawer (spec 002 §4: add and edit modes). The activities are
 * a list: a click opens one for editing (VisionItemEdit), × deletes it; the line below adds one
 * by name (the rule refuses a name in use: 已存在同名活动), placed in the widest free stretch of
 * the walk and opened. Every change is one row or one cell (planning-rows.ts), one undo step.
 */
export function VisionInspector(props: InspectorProps) {
  // one drawer per chart: another chart selected starts with its own open activity and no message
  return <VisionDrawer key={props.els[0]?.id} {...props} />;
}

function VisionDrawer({ editor, els, set }: InspectorProps) {
  const { t } = useTranslation();
  const f = els[0] as (typeof els)[0] & Partial<LitVisionFields>;
  const items = visionItemsOf(f.items);
  const [open, setOpen] = useState<string | null>(null);
  const [said, setSaid] = useState<Said | null>(null);
  const newName = useRef<HTMLInputElement>(null);
  const w = (key: string, o?: Record<string, unknown>) => t(`planning.vision.${key}` as 'planning.vision.title', o ?? {});
  const edit = (fn: (y: YMap) => void) => editor.editElement(f.id, fn);
  // the activities as the document holds them now (a blur may follow an Enter that just wrote)
  const current = (): LitVisionItem[] => {
    const stored = editor.element(f.id)?.get('items');
    return visionItemsOf(stored instanceof Y.Array ? stored.toJSON() : stored);
  };
  const shown = items.find((i) => i.id === open) ?? items[0];
  const messageAt = (at: string): Message => (said?.at === at ? said.message : null);

  const add = () => {
    const now = current();
    const verdict = activityName(newName.current?.value ?? '', now.map((i) => i.name));
    if (!verdict.ok) return setSaid({ at: 'add', message: { kind: 'error', text: t(verdict.key, verdict.params ?? {}) } });
    const id = newRowId();
    edit((y) => addVisionItem(y, { name: verdict.value, left: freeLeft(now.map((i) => i.left)), lx: NEW_LX }, id));
    setSaid(null);
    setOpen(id);
    newName.current!.value = '';
  };

  return (
    <div className="lit-vision-inspector" style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      <span className="small">{w('activities')}</span>
      <ul aria-label={w('activities')} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {items.map((i) => (
          <li key={i.id} style={{ display: 'flex', gap: 4 }}>
            <button type="button" aria-pressed={i === shown} onClick={() => (setOpen(i.id), setSaid(null))} style={{ flex: 1, textAlign: 'left', fontWeight: i === shown ? 600 : 400, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {w('item', { name: i.name, lx: i.lx })}
            </button>
            <button type="button" aria-label={w('remove', { name: i.name })} title={w('remove', { name: i.name })} onClick={() => (setSaid(null), edit((y) => removeLitRow(y, 'items', i.id)))}>
              ×
            </button>
          </li>
        ))}
      </ul>
      {/* add mode: a name, then the button (the format panel is about 230 px wide) */}
      <input ref={newName} aria-label={w('newActivity')} placeholder={w('newActivity')} maxLength={40} style={{ width: '100%', minWidth: 0, boxSizing: 'border-box' }} onKeyDown={(e) => (e.stopPropagation(), e.key === 'Enter' && add())} />
      <button type="button" disabled={items.length >= LIT_VISION_MAX} onClick={add}>
        + {w('add')}
      </button>
      <RuleMessage message={messageAt('add')} />
      {shown && (
        <VisionItemEdit
          key={shown.id}
          item={shown}
          otherNames={() => current().filter((i) => i.id !== shown.id).map((i) => i.name)}
          edit={edit}
          message={messageAt(shown.id)}
          say={(message) => setSaid({ at: shown.id, message })}
        />
      )}
      <p className="small">{w('hint')}</p>
      <NumberInput label={w('fontSize')} value={num(f.fontSize, 20)} min={8} max={200} onChange={(fontSize) => set({ fontSize })} />
      <CheckRow label={w('hideTitle')} checked={f.hideTitle === true} onChange={(hideTitle) => set({ hideTitle })} />
    </div>
  );
}
