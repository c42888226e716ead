import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ARRAY_DEFAULT } from '../../../../shared/src/lighting/array';
import { Dialog } from '../../ui/Dialog';
import { DialogButtons } from '../../ui/DialogButtons';
import type { Editor } from '../editor';
import { arrayCopies, arrayLamps } from '../actions/lighting-actions';
import { NumberField } from './NumberField';

/** spec 001 §4 lamp menu "array layout": x by y copies of the selected point lamps, dx and dy apart. */
export function ArrayDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation();
  const [v, setV] = useState({ x: String(ARRAY_DEFAULT.x), y: String(ARRAY_DEFAULT.y), dx: String(ARRAY_DEFAULT.dx), dy: String(ARRAY_DEFAULT.dy) });
  const options = { x: Number(v.x), y: Number(v.y), dx: Number(v.dx), dy: Number(v.dy) };
  // blank fields read as 0 through Number(''): treat them as not filled in
  const filled = Object.values(v).every((s) => s.trim() !== '');
  const count = filled ? arrayCopies(editor, options).length : 0;
  const set = (key: keyof typeof v) => (value: string) => setV({ ...v, [key]: value });
  const submit = () => {
    if (count > 0) arrayLamps(editor, options);
    onClose();
  };
  return (
    <Dialog title={t('lighting.lightingUi.place.array')} width={420} onClose={onClose} testId="lamp-array-dialog" footer={<DialogButtons onCancel={onClose} form="lamp-array-form" okLabel={t('lighting.lightingUi.place.place')} disabled={count === 0} />}>
      <form
        id="lamp-array-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <NumberField label={t('lighting.lightingUi.place.columns')} min={1} value={v.x} onChange={set('x')} />
        <NumberField label={t('lighting.lightingUi.place.rows')} min={1} value={v.y} onChange={set('y')} />
        <NumberField label={t('lighting.lightingUi.place.dx')} value={v.dx} onChange={set('dx')} />
        <NumberField label={t('lighting.lightingUi.place.dy')} value={v.dy} onChange={set('dy')} />
        <p className="field-hint">{t('lighting.lightingUi.place.arrayNote')}</p>
        <p role="status">
          {count > 0 ? t('lighting.lightingUi.place.preview', { n: count }) : t('lighting.lightingUi.place.none')}
        </p>
      </form>
    </Dialog>
  );
}
