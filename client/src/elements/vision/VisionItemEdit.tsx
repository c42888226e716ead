import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { activityLeft, activityLx, activityName, ARROW_DIRECTIONS, ARROW_WIDTH, arrowDirection, arrowWidth } from '../../../../shared/src/planning/vision';
import type { Verdict } from '../../../../shared/src/planning/verdict';
import type { YMap } from '../../../../shared/src/schema/doc';
import type { LitVisionItem } from '../../../../shared/src/schema/elements/lit-vision';
import { clearLitField, setLitField } from '../../../../shared/src/schema/planning-rows';
import { RuleInput, RuleMessage } from '../lit-area/RuleInput';

export type Message = { kind: 'error' | 'warning'; text: string } | null;

interface Props {
  item: LitVisionItem;
  /** the other activities' names as the document holds them at the moment of the commit */
  otherNames: () => string[];
  /** one change inside the chart's element: one commit, one undo step */
  edit: (fn: (y: YMap) => void) => void;
  message: Message;
  say: (message: Message) => void;
}

/**
 * The open activity in the chart's edit drawer (edit mode): its name, place along the walk, lx
 * and arrow. Each field commits on Enter or blur through its rule (planning/vision.ts) and writes
 * one cell (planning-rows.ts); a refusal says why, writes nothing and shows the value from before.
 */
export function VisionItemEdit({ item, otherNames, edit, message, say }: Props) {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`planning.vision.${key}` as 'planning.vision.title', o ?? {});
  /** the rule's answer put to the field: stored (when it changed) and shown, or the message and the old value */
  const field = <T extends string | number>(key: 'name' | 'left' | 'lx' | 'arrowWidth', verdict: Verdict<T>, before: T) => {
    if (!verdict.ok) {
      say({ kind: 'error', text: t(verdict.key, verdict.params ?? {}) });
      return String(before);
    }
    say(null);
    if (verdict.value !== before) edit((y) => setLitField(y, 'items', item.id, key, verdict.value));
    return String(verdict.value);
  };
  const setArrow = (raw: string) => {
    const verdict = arrowDirection(raw);
    if (!verdict.ok) return say({ kind: 'error', text: t(verdict.key) });
    say(null);
    const dir = verdict.value;
    edit((y) => {
      if (dir === undefined) {
        clearLitField(y, 'items', item.id, 'arrow');
        clearLitField(y, 'items', item.id, 'arrowWidth');
        return;
      }
      setLitField(y, 'items', item.id, 'arrow', dir);
      if (item.arrowWidth === undefined) setLitField(y, 'items', item.id, 'arrowWidth', ARROW_WIDTH.fallback);
    });
  };
  const row = (label: string, input: ReactNode) => (
    <label className="select-row" style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
      <span className="small" style={{ flex: '0 0 6.5em' }}>
        {label}
      </span>
      {input}
    </label>
  );
  return (
    <fieldset aria-label={w('edit', { name: item.name })} style={{ border: 'none', borderTop: '1px solid #dee2e6', padding: '6px 0', margin: 0, display: 'flex', flexDirection: 'column', gap: 4 }}>
      {row(w('name'), <RuleInput key={`n-${item.name}`} label={`${item.name} ${w('name')}`} value={item.name} commit={(typed) => field('name', activityName(typed, otherNames()), item.name)} />)}
      {row(w('left'), <RuleInput key={`p-${item.left}`} label={`${item.name} ${w('left')}`} value={String(item.left)} numeric commit={(typed) => field('left', activityLeft(typed), item.left)} />)}
      {row(w('lx'), <RuleInput key={`l-${item.lx}`} label={`${item.name} ${w('lx')}`} value={String(item.lx)} numeric commit={(typed) => field('lx', activityLx(typed), item.lx)} />)}
      {row(
        w('arrow'),
        <select aria-label={`${item.name} ${w('arrow')}`} value={item.arrow ?? ''} style={{ flex: 1, minWidth: 0 }} onChange={(e) => setArrow(e.target.value)}>
          <option value="">{w('noArrow')}</option>
          {ARROW_DIRECTIONS.map((d) => (
            <option key={d} value={d}>
              {w(`dir.${d}`)}
            </option>
          ))}
        </select>,
      )}
      {item.arrow !== undefined &&
        row(
          w('arrowWidth'),
          <RuleInput
            key={`w-${item.arrowWidth}`}
            label={`${item.name} ${w('arrowWidth')}`}
            value={String(item.arrowWidth ?? ARROW_WIDTH.fallback)}
            numeric
            commit={(typed) => field('arrowWidth', arrowWidth(typed), item.arrowWidth ?? ARROW_WIDTH.fallback)}
          />,
        )}
      <RuleMessage message={message} />
    </fieldset>
  );
}
