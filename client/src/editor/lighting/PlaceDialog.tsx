import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLineLamp, LAMP_TYPES, newLampPoint, type LampType } from '../../../../shared/src/schema/elements/lighting';
import { pageJSON } from '../../../../shared/src/schema/doc';
import { Dialog } from '../../ui/Dialog';
import { DialogButtons } from '../../ui/DialogButtons';
import type { Editor } from '../editor';
import { lineLamps, placeLamps, roomLamps } from '../actions/lighting-actions';
import { NumberField } from './NumberField';

const POINT_TYPES = LAMP_TYPES.filter((type) => !isLineLamp(type));

/** A lamp of the type to copy: a selected lamp of that type (its colour, size and name) or a new one. */
function templateFor(editor: Editor, type: LampType, name: string, page: { width: number; height: number }) {
  const pg = editor.page();
  const ids = new Set(editor.selection);
  const chosen = pg ? pageJSON(editor.pageId, pg).items.find((el) => ids.has(el.id) && el.tag === 'lamp-point' && el.type === type) : undefined;
  if (!chosen) return newLampPoint(type, page, name);
  const { id: _id, zindex: _z, lock: _lock, ...rest } = chosen;
  return rest;
}

/**
 * Fills a room (closed shape or range) with lamps, or places them along a line, by spacing or
 * by count (issue 10 "Commands"; AGi32's half spacing from the walls). One placement, one undo step.
 */
export function PlaceDialog({ editor, target, mode, page, onClose }: { editor: Editor; target: string; mode: 'fillRoom' | 'alongLine'; page: { width: number; height: number }; onClose: () => void }) {
  const { t } = useTranslation();
  const selectedType = POINT_TYPES.find((type) => editor.selection.some((id) => editor.element(id)?.get('tag') === 'lamp-point' && editor.element(id)?.get('type') === type));
  const [type, setType] = useState<LampType>(selectedType ?? 'downlight');
  const [by, setBy] = useState<'spacing' | 'count'>('spacing');
  const [v, setV] = useState({ sx: '120', sy: '120', nx: '3', ny: '2' });
  const set = (key: keyof typeof v) => (value: string) => setV({ ...v, [key]: value });
  const template = templateFor(editor, type, t(`lighting.lampType.${type}`), page);
  const room = mode === 'fillRoom';
  const used = by === 'spacing' ? (room ? [v.sx, v.sy] : [v.sx]) : room ? [v.nx, v.ny] : [v.nx];
  const lamps = !used.every((s) => s.trim() !== '')
    ? []
    : room
      ? roomLamps(editor, target, template, by === 'spacing' ? { sx: Number(v.sx), sy: Number(v.sy) } : { nx: Number(v.nx), ny: Number(v.ny) })
      : lineLamps(editor, target, template, by === 'spacing' ? { spacing: Number(v.sx) } : { count: Number(v.nx) });
  const submit = () => {
    if (lamps.length > 0) placeLamps(editor, lamps);
    onClose();
  };
  const P = 'lighting.lightingUi.place';
  return (
    <Dialog title={t(`${P}.${mode}`)} width={440} onClose={onClose} testId="lamp-place-dialog" footer={<DialogButtons onCancel={onClose} form="lamp-place-form" okLabel={t(`${P}.place`)} disabled={lamps.length === 0} />}>
      <form
        id="lamp-place-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label className="select-row">
          <span>{t(`${P}.lampType`)}</span>
          <select value={type} onChange={(e) => setType(e.target.value as LampType)}>
            {POINT_TYPES.map((lt) => (
              <option key={lt} value={lt}>
                {t(`lighting.lampType.${lt}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="segmented" role="radiogroup" aria-label={t(`${P}.${mode}`)}>
          {(['spacing', 'count'] as const).map((b) => (
            <button key={b} type="button" role="radio" aria-checked={by === b} onClick={() => setBy(b)}>
              {t(b === 'spacing' ? `${P}.bySpacing` : `${P}.byCount`)}
            </button>
          ))}
        </div>
        {by === 'spacing' ? (
          <>
            <NumberField label={t(room ? `${P}.spacingX` : `${P}.spacing`)} min={1} value={v.sx} onChange={set('sx')} />
            {room && <NumberField label={t(`${P}.spacingY`)} min={1} value={v.sy} onChange={set('sy')} />}
          </>
        ) : (
          <>
            <NumberField label={t(room ? `${P}.countX` : `${P}.count`)} min={1} value={v.nx} onChange={set('nx')} />
            {room && <NumberField label={t(`${P}.countY`)} min={1} value={v.ny} onChange={set('ny')} />}
          </>
        )}
        <p className="field-hint">{t(`${P}.wallNote`)}</p>
        <p role="status">{lamps.length > 0 ? t(`${P}.preview`, { n: lamps.length }) : t(`${P}.none`)}</p>
      </form>
    </Dialog>
  );
}
