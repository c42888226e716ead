import { useTranslation } from 'react-i18next';
import { CCT_LEVELS, ILL_LEVELS, type RangeFields } from '../../../../shared/src/schema/elements/lighting';
import type { Fill } from '../../../../shared/src/schema/elements/fill';
import { applyRangeFill, RANGE_PRESETS } from '../../../../shared/src/lighting/range-presets';
import { FillEditor } from '../../editor/panels/FillEditor';
import { cssFill } from '../konva-fill';
import { NumberInput } from '../../editor/panels/NumberInput';
import { num, TextRow } from '../lighting-controls';
import type { InspectorProps } from '../registry';

/**
 * An illuminance or colour-temperature area (spec 001 §3, §4): its value (a level offered, any
 * text allowed), fill and fill opacity. Picking a preset gradient sets the area's type
 * (adjustable, RGBCW, adjustable illuminance); a fill chosen in the fill editor is the user's
 * own, so the type goes, as spec 001 §4 says (shared/src/lighting/range-presets.ts).
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
      <div className="swatch-row" role="group" aria-label={ui('presets')}>
        {RANGE_PRESETS.map((preset, i) => {
          const label = t('lighting.lightingUi.inspector.preset', { type: t(`lighting.rangeType.${preset.type}`), n: i + 1 });
          const fill: Fill = { type: 'gradient', gradient: preset.gradient };
          return <button key={preset.id} type="button" className="swatch" aria-label={label} title={label} aria-pressed={f.type === preset.type && cssFill(f.fill) === cssFill(fill)} style={{ background: cssFill(fill) }} onClick={() => set(applyRangeFill(fill, preset.id))} />;
        })}
      </div>
      <FillEditor value={f.fill} onChange={(fill: Fill) => set({ ...applyRangeFill(fill), type: undefined })} />
      <NumberInput label={ui('fillOpacity')} value={num(f.fillOpacity, 50)} min={0} max={100} onChange={(fillOpacity) => set({ fillOpacity })} />
    </>
  );
}
