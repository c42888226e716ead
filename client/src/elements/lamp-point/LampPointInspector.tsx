import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberHolder } from '../../../../shared/src/lighting/renumber';
import { defaultLampGeometry, isLineLamp, LAMP_TYPES, LAMP_COLOR, MIN_LAMP_SIZE, SPOT_COLOR, type LampPointFields, type LampType, type Poi } from '../../../../shared/src/schema/elements/lighting';
import { pageStore } from '../../editor/page-store';
import { ColorPicker } from '../../editor/panels/ColorPicker';
import { NumberInput } from '../../editor/panels/NumberInput';
import { CheckRow, num, OpacityRow, SelectRow, TextRow } from '../lighting-controls';
import type { InspectorProps } from '../registry';
import { ProductLinkField } from './ProductLinkField';

const POIS = ['poiTop', 'poiRight', 'poiBottom', 'poiLeft'] as const;

/** A lamp turned into a line lamp gets a run to edit in its box; one turned into a point lamp drops it. */
const typeChange = (f: { width: number; height: number; svg?: unknown }, type: LampType) =>
  isLineLamp(type) ? { type, svg: f.svg ?? defaultLampGeometry(type, f.width, f.height) } : { type, svg: undefined };

/** A lamp (spec 001 §3): type, name, number, colour, label and its side, size, light spot, linked product. */
export function LampPointInspector({ editor, els, set }: InspectorProps) {
  const { t } = useTranslation();
  const [taken, setTaken] = useState<number | null>(null);
  const f = els[0] as (typeof els)[0] & LampPointFields;
  const ui = (key: string) => t(`lighting.lightingUi.inspector.${key}` as 'lighting.lightingUi.inspector.type');
  const poi = String(num(f.poi, 2)) as `${Poi}`;
  // numbers of one type are unique on a page (issue 10): a number another lamp has is refused
  const setNumber = (number: number) => {
    const lamps = (pageStore(editor.doc, editor.pageId).get()?.items ?? []).filter((el) => el.tag === 'lamp-point').map((el) => ({ id: el.id, type: String(el.type), number: Number(el.number) }));
    const clash = els.length === 1 && numberHolder(lamps, f.id, f.type, number) !== undefined;
    setTaken(clash ? number : null);
    if (!clash) set({ number });
  };
  return (
    <>
      <SelectRow<LampType> label={ui('type')} value={f.type} options={LAMP_TYPES.map((type) => [type, t(`lighting.lampType.${type}`)] as const)} onChange={(type) => set(typeChange(f, type))} />
      <TextRow id={f.id} label={ui('name')} value={typeof f.name === 'string' ? f.name : ''} set={(name) => set({ name })} />
      <div className="row">
        <NumberInput label={ui('number')} value={num(f.number, 1)} min={1} max={9999} onChange={(number) => setNumber(number)} />
        <ColorPicker label={ui('color')} value={typeof f.color === 'string' ? f.color : LAMP_COLOR} onChange={(color) => set({ color })} />
      </div>
      {taken !== null && (
        <p className="field-error" role="alert">
          {t('lighting.lightingUi.inspector.numberTaken', { number: taken, type: typeof f.name === 'string' && f.name ? f.name : t(`lighting.lampType.${f.type}`) })}
        </p>
      )}
      <NumberInput label={ui('size')} value={Math.max(MIN_LAMP_SIZE, num(f.size, MIN_LAMP_SIZE))} min={MIN_LAMP_SIZE} max={1000} onChange={(size) => set({ size })} />
      <CheckRow label={ui('tip')} checked={f.tip === 1} onChange={(on) => set({ tip: on ? 1 : 0 })} />
      {f.tip === 1 && <SelectRow<`${Poi}`> label={ui('poi')} value={poi} options={POIS.map((key, i) => [`${i}` as `${Poi}`, ui(key)] as const)} onChange={(v) => set({ poi: Number(v) })} />}
      <CheckRow label={ui('spot')} checked={f.spot === true} onChange={(spot) => set({ spot })} />
      {f.spot === true && (
        <>
          <div className="row">
            <ColorPicker label={ui('spotColor')} value={typeof f.spotColor === 'string' ? f.spotColor : SPOT_COLOR} onChange={(spotColor) => set({ spotColor })} />
            <NumberInput label={ui('spotWidth')} value={num(f.spotWidth, 0)} min={0} max={1000} onChange={(spotWidth) => set({ spotWidth })} />
          </div>
          <OpacityRow label={ui('spotOpacity')} value={num(f.spotOpacity, 40)} onChange={(spotOpacity) => set({ spotOpacity })} />
        </>
      )}
      <ProductLinkField linked={els.map((el) => (typeof el.product === 'string' ? el.product : ''))} set={set} />
    </>
  );
}
