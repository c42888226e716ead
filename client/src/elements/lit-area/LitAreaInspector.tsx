import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newSpaceName, SPACE_TYPES, SPACES_SUGGESTED_MAX, type SpaceType } from '../../../../shared/src/planning/space-illuminance';
import { spacesWithScenes, type LitAreaFields } from '../../../../shared/src/schema/elements/lit-area';
import { addLitSpace, removeLitSpace } from '../../../../shared/src/schema/planning-rows';
import type { YMap } from '../../../../shared/src/schema/doc';
import { newRowId } from '../../../../shared/src/schema/ids';
import { NumberInput } from '../../editor/panels/NumberInput';
import { CheckRow, num } from '../lighting-controls';
import type { InspectorProps } from '../registry';
import { RuleMessage } from './RuleInput';
import { SpaceScenes } from './SpaceScenes';

type Message = { kind: 'error' | 'warning'; text: string } | null;
/** where a message belongs: under the space list, or under an open space */
type Said = { at: string; message: Message };
const NO_TYPE = '';

/**
 * The space-illuminance chart's edit drawer (spec 002 §4: add and edit modes). The spaces are a
 * list: a click opens one for editing (its name and scenes, SpaceScenes), × deletes it with its
 * scenes; the line below adds one, optionally of a default type whose GB 50034-2013 reference the
 * chart then draws. Each change goes through the rules (planning/space-illuminance.ts) and writes
 * one row or one cell (planning-rows.ts) as one undo step, so two people's edits merge.
 */
export function LitAreaInspector(props: InspectorProps) {
  // one drawer per chart: another chart selected starts with its own open space and no message
  return <LitAreaDrawer key={props.els[0]?.id} {...props} />;
}

function LitAreaDrawer({ editor, els, set }: InspectorProps) {
  const { t } = useTranslation();
  const f = els[0] as (typeof els)[0] & Partial<LitAreaFields>;
  const spaces = spacesWithScenes({ spaces: Array.isArray(f.spaces) ? f.spaces : [], scenes: Array.isArray(f.scenes) ? f.scenes : [] });
  const [open, setOpen] = useState<string | null>(null);
  const [said, setSaid] = useState<Said | null>(null);
  const newName = useRef<HTMLInputElement>(null);
  const newType = useRef<HTMLSelectElement>(null);
  const w = (key: string, o?: Record<string, unknown>) => t(`litArea.inspector.${key}` as 'litArea.inspector.spaces', o ?? {});
  const edit = (fn: (y: YMap) => void) => editor.editElement(f.id, fn);
  // the open space: the one picked, else the first (a new chart opens on its first space)
  const shown = spaces.find((s) => s.id === open) ?? spaces[0];
  const messageAt = (at: string): Message => (said?.at === at ? said.message : null);

  const addSpace = () => {
    const type = (newType.current?.value ?? NO_TYPE) as SpaceType | typeof NO_TYPE;
    // a type picked and no name typed: the space is named after its type
    const typed = newName.current?.value.trim() || (type ? t(`planning.spaceType.${type}`) : '');
    const verdict = newSpaceName(typed, spaces.map((s) => s.name));
    if (!verdict.ok) {
      setSaid({ at: 'spaces', message: { kind: 'error', text: t(verdict.key, verdict.params ?? {}) } });
      return;
    }
    const id = newRowId();
    edit((y) => addLitSpace(y, type ? { name: verdict.value, type } : { name: verdict.value }, id));
    setSaid(verdict.warning ? { at: 'spaces', message: { kind: 'warning', text: t(verdict.warning.key, verdict.warning.params ?? {}) } } : null);
    setOpen(id);
    newName.current!.value = '';
  };

  return (
    <div className="lit-area-inspector" style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      <span className="small">{w('spaces')}</span>
      <ul aria-label={w('spaces')} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {spaces.map((s) => (
          <li key={s.id} style={{ display: 'flex', gap: 4 }}>
            <button type="button" aria-pressed={s === shown} onClick={() => (setOpen(s.id), setSaid(null))} style={{ flex: 1, textAlign: 'left', fontWeight: s === shown ? 600 : 400 }}>
              {s.name} · {w('sceneCount', { n: s.scenes.length })}
            </button>
            <button type="button" aria-label={`${w('removeSpace')} ${s.name}`} title={w('removeSpace')} onClick={() => (setSaid(null), edit((y) => removeLitSpace(y, s.id)))}>
              ×
            </button>
          </li>
        ))}
      </ul>
      {/* the add line in two rows: the format panel is about 230 px wide */}
      <input ref={newName} aria-label={w('newSpace')} placeholder={w('newSpace')} style={{ width: '100%', minWidth: 0, boxSizing: 'border-box' }} onKeyDown={(e) => (e.stopPropagation(), e.key === 'Enter' && addSpace())} />
      <div style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
        <select ref={newType} aria-label={w('type')} defaultValue={NO_TYPE} style={{ flex: 1, minWidth: 0 }}>
          <option value={NO_TYPE}>{w('noType')}</option>
          {SPACE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`planning.spaceType.${type}`)}
            </option>
          ))}
        </select>
        <button type="button" onClick={addSpace} style={{ whiteSpace: 'nowrap' }}>
          + {w('addSpace')}
        </button>
      </div>
      {/* a chart past 12 spaces (perhaps a colleague's 13th) keeps the warning until one is removed */}
      <RuleMessage message={messageAt('spaces') ?? (spaces.length > SPACES_SUGGESTED_MAX ? { kind: 'warning', text: t('planning.rule.tooManySpaces', { max: SPACES_SUGGESTED_MAX }) } : null)} />
      {shown && (
        <SpaceScenes
          key={shown.id}
          space={shown}
          otherSpaces={spaces.filter((s) => s !== shown).map((s) => s.name)}
          edit={edit}
          message={messageAt(shown.id)}
          say={(message) => setSaid({ at: shown.id, message })}
        />
      )}
      <CheckRow label={w('showReference')} checked={f.showReference !== false} onChange={(showReference) => set({ showReference })} />
      <NumberInput label={w('fontSize')} value={num(f.fontSize, 20)} min={8} max={200} onChange={(fontSize) => set({ fontSize })} />
    </div>
  );
}
