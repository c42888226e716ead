import { useTranslation } from 'react-i18next';
import { LAMP_COLOR, SPOT_COLOR, SPOT_TYPES, type LampSpotFields, type SpotType } from '../../../../shared/src/schema/elements/lighting';
import { ColorPicker } from '../../editor/panels/ColorPicker';
import { NumberInput } from '../../editor/panels/NumberInput';
import { num, OpacityRow, SelectRow } from '../lighting-controls';
import type { InspectorProps } from '../registry';

const ROUNDED: readonly SpotType[] = ['rect', 'rect-o', 'rect-oi', 'fill'];

/** A light spot (spec 001 §3): its shape, the lamp's colour and stroke, the glow's colour, width and opacity. */
export function LampSpotInspector({ els, set }: InspectorProps) {
  const { t } = useTranslation();
  const f = els[0] as (typeof els)[0] & LampSpotFields;
  const ui = (key: string) => t(`lighting.lightingUi.inspector.${key}` as 'lighting.lightingUi.inspector.type');
  return (
    <>
      <SelectRow<SpotType> label={ui('type')} value={f.type} options={SPOT_TYPES.map((type) => [type, t(`lighting.spotType.${type}`)] as const)} onChange={(type) => set({ type })} />
      <div className="row">
        <ColorPicker label={ui('lampColor')} value={typeof f.lampColor === 'string' ? f.lampColor : LAMP_COLOR} onChange={(lampColor) => set({ lampColor })} />
        <NumberInput label={ui('lampWidth')} value={num(f.lampWidth, 2)} min={0} max={100} step={0.5} onChange={(lampWidth) => set({ lampWidth })} />
      </div>
      <div className="row">
        <ColorPicker label={ui('spotColor')} value={typeof f.spotColor === 'string' ? f.spotColor : SPOT_COLOR} onChange={(spotColor) => set({ spotColor })} />
        <NumberInput label={ui('spotWidth')} value={num(f.spotWidth, 15)} min={0} max={1000} onChange={(spotWidth) => set({ spotWidth })} />
      </div>
      <OpacityRow label={ui('spotOpacity')} value={num(f.spotOpacity, 80)} onChange={(spotOpacity) => set({ spotOpacity })} />
      {ROUNDED.includes(f.type) && <NumberInput label={ui('spotRadius')} value={num(f.spotRadius, 0)} min={0} max={500} onChange={(spotRadius) => set({ spotRadius })} />}
    </>
  );
}
