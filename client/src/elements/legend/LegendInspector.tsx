import { useTranslation } from 'react-i18next';
import { LEGEND_TYPES, type LegendFields, type LegendType } from '../../../../shared/src/schema/elements/lighting';
import { ColorPicker } from '../../editor/panels/ColorPicker';
import { NumberInput } from '../../editor/panels/NumberInput';
import { CheckRow, num, SelectRow } from '../lighting-controls';
import type { InspectorProps } from '../registry';

/** A legend (spec 001 §3): what it lists, counts (lamps), text size and colour, entries per column. */
export function LegendInspector({ els, set }: InspectorProps) {
  const { t } = useTranslation();
  const f = els[0] as (typeof els)[0] & LegendFields;
  const ui = (key: string) => t(`lighting.lightingUi.inspector.${key}` as 'lighting.lightingUi.inspector.type');
  return (
    <>
      <SelectRow<LegendType> label={ui('legendType')} value={f.type} options={LEGEND_TYPES.map((type) => [type, t(`lighting.legendTitle.${type}`)] as const)} onChange={(type) => set({ type })} />
      {f.type === 'lamp-point' && <CheckRow label={ui('showCount')} checked={f.showCount === true} onChange={(showCount) => set({ showCount })} />}
      <div className="row">
        <NumberInput label={ui('fontSize')} value={num(f.fontSize, 20)} min={8} max={200} onChange={(fontSize) => set({ fontSize })} />
        <ColorPicker label={ui('color')} value={typeof f.color === 'string' ? f.color : '#1f2430'} onChange={(color) => set({ color })} />
      </div>
      <NumberInput label={ui('rows')} value={num(f.perColumn, 12)} min={1} max={100} onChange={(perColumn) => set({ perColumn })} />
    </>
  );
}
