import { useTranslation } from 'react-i18next';
import { ACTIVITY_LEVELS, type ActivityLevel, type ActivityRangeFields } from '../../../../shared/src/schema/elements/lighting';
import { ColorPicker } from '../../editor/panels/ColorPicker';
import { NumberInput } from '../../editor/panels/NumberInput';
import { num, SelectRow } from '../lighting-controls';
import type { InspectorProps } from '../registry';

/** An activity area (spec 001 §3): how much it is used, its colour and fill opacity. */
export function ActivityRangeInspector({ els, set }: InspectorProps) {
  const { t } = useTranslation();
  const f = els[0] as (typeof els)[0] & ActivityRangeFields;
  const ui = (key: string) => t(`lighting.lightingUi.inspector.${key}` as 'lighting.lightingUi.inspector.type');
  return (
    <>
      <SelectRow<ActivityLevel> label={ui('level')} value={f.level} options={ACTIVITY_LEVELS.map((level) => [level, t(`lighting.activityLevel.${level}`)] as const)} onChange={(level) => set({ level })} />
      <div className="row">
        <ColorPicker label={ui('color')} value={typeof f.color === 'string' ? f.color : '#ced4da'} onChange={(color) => set({ color })} />
        <NumberInput label={ui('fillOpacity')} value={num(f.fillOpacity, 35)} min={0} max={100} onChange={(fillOpacity) => set({ fillOpacity })} />
      </div>
    </>
  );
}
