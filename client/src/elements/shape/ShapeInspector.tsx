import { useTranslation } from 'react-i18next';
import { isClosedShape, MIN_LINE_WIDTH, type Marker, type ShapeFields } from '../../../../shared/src/schema/elements/kinds';
import { ColorPicker } from '../../editor/panels/ColorPicker';
import { FillEditor } from '../../editor/panels/FillEditor';
import { NumberInput } from '../../editor/panels/NumberInput';
import type { InspectorProps } from '../registry';

const MARKERS: Marker[] = ['none', 'arrow', 'dot'];
const markerLabel = (m: Marker) => `editor.marker${m[0]!.toUpperCase()}${m.slice(1)}` as 'editor.markerNone';

/** Line colour and width (at least 0.1), dashed 10-6, end markers; fill for closed shapes. */
export function ShapeInspector({ els, set }: InspectorProps) {
  const { t } = useTranslation();
  const s = els[0] as (typeof els)[0] & ShapeFields;
  const closed = isClosedShape(s.type);
  return (
    <>
      <h4>{t('editor.stroke')}</h4>
      <div className="row">
        <ColorPicker label={t('editor.stroke')} value={s.stroke} onChange={(stroke) => set({ stroke })} />
        <NumberInput label={t('editor.strokeWidth')} value={s.strokeWidth} min={MIN_LINE_WIDTH} max={100} step={0.1} onChange={(strokeWidth) => set({ strokeWidth })} />
      </div>
      <label className="check">
        <input type="checkbox" checked={s.dashed} onChange={(e) => set({ dashed: e.target.checked })} />
        {t('editor.dashed')}
      </label>
      {!closed &&
        (['markerStart', 'markerEnd'] as const).map((end) => (
          <label key={end} className="select-row">
            <span>{t(`editor.${end}`)}</span>
            <select value={s[end]} onChange={(e) => set({ [end]: e.target.value })}>
              {MARKERS.map((m) => (
                <option key={m} value={m}>
                  {t(markerLabel(m))}
                </option>
              ))}
            </select>
          </label>
        ))}
      {closed && (
        <>
          <h4>{t('editor.fill')}</h4>
          <FillEditor value={s.fill} onChange={(fill) => set({ fill })} />
          {s.type === 'rect' && <NumberInput label={t('editor.radius')} value={s.radius ?? 0} min={0} max={500} onChange={(radius) => set({ radius })} />}
        </>
      )}
    </>
  );
}
