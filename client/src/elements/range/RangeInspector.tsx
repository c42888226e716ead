import { useTranslation } from 'react-i18next';
import { CCT_LEVELS, ILL_LEVELS, type RangeFields } from '../../../../shared/src/schema/elements/lighting';
import type { Fill } from '../../../../shared/src/schema/elements/fill';
import { FillEditor } from '../../editor/panels/FillEditor';
import { NumberInput } from '../../editor/panels/NumberInput';
import { num, TextRow } from '../lighting-controls';
import type { InspectorProps } from '../registry';

/**
 * An illuminance or colour-temperature area (spec 001 §3, §4): its value (a level offered, any
 * text allowed), fill and fill opacity. A fill chosen here is the user's own, so the preset's
 * type (adjustable, RGBCW) goes with it, as spec 001 §4 says.
 */
export function RangeInspector({ els, set }: InspectorProps) {
  const { t } = useTranslation();
  const f = els[0] as (typeof els)[0] & RangeFields;
  const ui = (key: string) => t(`lighting.lightingUi.inspector.${key}` as 'lighting.lightingUi.inspector.type');
  return (
    <>
      <TextRow id={f.id} label={ui('value')} value={typeof f.name === 'string' ? f.name : ''} suggest={f.tag === 'cct-range' ? CCT_LEVELS : ILL_LEVELS} set={(name) => set({ name })} />
      {f.type && <p className="small">{t(`lighting.rangeType.${f.type}`)}</p>}
      <h4>{ui('fill')}</h4>
      <FillEditor value={f.fill} onChange={(fill: Fill) => set({ fill, type: undefined })} />
      <NumberInput label={ui('fillOpacity')} value={num(f.fillOpacity, 50)} min={0} max={100} onChange={(fillOpacity) => set({ fillOpacity })} />
    </>
  );
}
