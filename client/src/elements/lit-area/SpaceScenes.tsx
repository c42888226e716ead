import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sceneLx, sceneName, spaceName } from '../../../../shared/src/planning/space-illuminance';
import { CUSTOM_NAMES_MAX } from '../../../../shared/src/planning/custom-names';
import type { Verdict } from '../../../../shared/src/planning/verdict';
import type { LitScene, LitSpace } from '../../../../shared/src/schema/elements/lit-area';
import { addLitScene, removeLitRow, setLitField } from '../../../../shared/src/schema/planning-rows';
import type { YMap } from '../../../../shared/src/schema/doc';
import { CustomNamesList, NameDatalist } from '../../planning/CustomNames';
import { rememberName } from '../../planning/custom-names-store';
import { RuleInput, RuleMessage } from './RuleInput';

export type Say = (message: { kind: 'error' | 'warning'; text: string } | null) => void;

interface Props {
  space: LitSpace & { scenes: LitScene[] };
  /** the other spaces' names, for the rename rule */
  otherSpaces: string[];
  /** one change inside the chart's element: one commit, one undo step */
  edit: (fn: (y: YMap) => void) => void;
  message: { kind: 'error' | 'warning'; text: string } | null;
  say: Say;
}

/**
 * The open space in the chart's edit drawer: its name, each scene's name and lx with a delete
 * button, and a line to add a scene. Every change is one cell set, one row added or one removed
 * (planning-rows.ts), so a colleague's edit of another scene, or of another field of this one,
 * is kept; a refusal says why and writes nothing.
 */
export function SpaceScenes({ space, otherSpaces, edit, message, say }: Props) {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`litArea.inspector.${key}` as 'litArea.inspector.spaces', o ?? {});
  const newName = useRef<HTMLInputElement>(null);
  const newLx = useRef<HTMLInputElement>(null);
  const names = useId();
  /** the rule's verdict: the value to store, or the message shown and nothing stored */
  const judged = <T,>(verdict: Verdict<T>): T | undefined => {
    if (!verdict.ok) {
      say({ kind: 'error', text: t(verdict.key, verdict.params ?? {}) });
      return undefined;
    }
    say(null);
    return verdict.value;
  };
  /** a scene name stored: one not built in is remembered as the designer's own (issue 11) */
  const remember = (name: string) => {
    if (rememberName('scene', name) === 'full') say({ kind: 'warning', text: t('planning.names.full', { max: CUSTOM_NAMES_MAX }) });
  };
  const others = (scene: LitScene | null) => space.scenes.filter((s) => s !== scene).map((s) => s.name);
  const addScene = () => {
    const name = judged(sceneName(newName.current?.value ?? '', others(null)));
    const lx = name === undefined ? undefined : judged(sceneLx(newLx.current?.value ?? ''));
    if (name === undefined || lx === undefined) return;
    edit((y) => addLitScene(y, space.id, { name, lx }));
    remember(name);
    newName.current!.value = '';
  };
  return (
    <fieldset aria-label={space.name} className="lit-area-space" style={{ border: 'none', borderTop: '1px solid #dee2e6', padding: '6px 0', margin: 0, display: 'flex', flexDirection: 'column', gap: 4 }}>
      <label className="select-row">
        <span>{w('spaceName')}</span>
        <RuleInput
          key={`${space.id}-${space.name}`}
          label={w('spaceName')}
          value={space.name}
          commit={(typed) => {
            const name = judged(spaceName(typed, otherSpaces));
            if (name === undefined) return space.name;
            if (name !== space.name) edit((y) => setLitField(y, 'spaces', space.id, 'name', name));
            return name;
          }}
        />
      </label>
      {space.scenes.map((scene) => (
        <div key={scene.id} role="group" aria-label={scene.name} style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
          <RuleInput
            key={`n-${scene.name}`}
            label={w('sceneName')}
            value={scene.name}
            list={names}
            commit={(typed) => {
              const name = judged(sceneName(typed, others(scene)));
              if (name === undefined) return scene.name;
              if (name !== scene.name) {
                edit((y) => setLitField(y, 'scenes', scene.id, 'name', name));
                remember(name);
              }
              return name;
            }}
          />
          <RuleInput
            key={`lx-${scene.lx}`}
            label={w('sceneLx')}
            value={String(scene.lx)}
            numeric
            width={64}
            commit={(typed) => {
              const lx = judged(sceneLx(typed));
              if (lx === undefined) return String(scene.lx);
              if (lx !== scene.lx) edit((y) => setLitField(y, 'scenes', scene.id, 'lx', lx));
              return String(lx);
            }}
          />
          <button type="button" aria-label={`${w('removeScene')} ${scene.name}`} title={w('removeScene')} onClick={() => (say(null), edit((y) => removeLitRow(y, 'scenes', scene.id)))}>
            ×
          </button>
        </div>
      ))}
      <input ref={newName} list={names} aria-label={w('newScene')} placeholder={w('newScene')} style={{ width: '100%', minWidth: 0, boxSizing: 'border-box' }} onKeyDown={(e) => (e.stopPropagation(), e.key === 'Enter' && addScene())} />
      <div style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
        <span className="small">{w('sceneLx')}</span>
        <input ref={newLx} aria-label={`${w('newScene')} ${w('sceneLx')}`} defaultValue="100" inputMode="numeric" style={{ width: 64 }} onKeyDown={(e) => (e.stopPropagation(), e.key === 'Enter' && addScene())} />
        <button type="button" onClick={addScene} style={{ whiteSpace: 'nowrap' }}>
          + {w('addScene')}
        </button>
      </div>
      <RuleMessage message={message} />
      <NameDatalist id={names} kind="scene" />
      <CustomNamesList kind="scene" />
    </fieldset>
  );
}
