import { useTranslation } from 'react-i18next';
import { ACTIVITY_LINE_COLOR, ACTIVITY_LINE_TYPES, type ActivityLineFields, type ActivityLineType } from '../../../../shared/src/schema/elements/lighting';
import { ColorPicker } from '../../editor/panels/ColorPicker';
import { NumberInput } from '../../editor/panels/NumberInput';
import { CheckRow, num, SelectRow } from '../lighting-controls';
import type { InspectorProps } from '../registry';

/** A movement line (spec 001 §3): whose movement it is, its colour, width and end arrow. */
export function ActivityLineInspector({ els, set }: InspectorProps) {
  const { t } = useTranslation();
  const f = els[0] as (typeof els)[0] & ActivityLineFields;
  const ui = (key: string) => t(`lighting.lightingUi.inspector.${key}` as 'lighting.lightingUi.inspector.type');
  return (
    <>
      <SelectRow<ActivityLineType> label={ui('type')} value={f.type} options={ACTIVITY_LINE_TYPES.map((type) => [type, t(`lighting.activityLineType.${type}`)] as const)} onChange={(type) => set({ type })} />
      <div className="row">
        <ColorPicker label={ui('color')} value={typeof f.color === 'string' ? f.color : ACTIVITY_LINE_COLOR} onChange={(color) => set({ color })} />
        <NumberInput label={ui('lineWidth')} value={num(f.lineWidth, 2)} min={0.5} max={50} step={0.5} onChange={(lineWidth) => set({ lineWidth })} />
      </div>
      <CheckRow label={ui('arrow')} checked={f.arrow === true} onChange={(arrow) => set({ arrow })} />
    </>
  );
}
