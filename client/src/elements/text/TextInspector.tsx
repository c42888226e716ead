import { useTranslation } from 'react-i18next';
import { MARGIN_PRESETS, type MarginPreset } from '../../../../shared/src/schema/elements/fill';
import { isAutoHeight, type TextFields } from '../../../../shared/src/schema/elements/kinds';
import { BorderEditor } from '../../editor/panels/BorderEditor';
import { FillEditor } from '../../editor/panels/FillEditor';
import { NumberInput } from '../../editor/panels/NumberInput';
import { DEFAULT_LINE_HEIGHT, LINE_HEIGHT_MAX, LINE_HEIGHT_MIN } from '../../richtext/typography';
import type { InspectorProps } from '../registry';

const PRESETS = Object.keys(MARGIN_PRESETS) as (keyof typeof MARGIN_PRESETS)[];
const presetOf = (padding: number): MarginPreset => PRESETS.find((p) => MARGIN_PRESETS[p] === padding) ?? 'custom';

/** Text box format: fill, border, margin presets, line height 1-4, auto or fixed height, vertical alignment. */
export function TextInspector({ editor, els, set }: InspectorProps) {
  const { t } = useTranslation();
  const f = els[0] as (typeof els)[0] & TextFields;
  const padding = f.padding ?? 0;
  return (
    <>
      <h4>{t('editor.fill')}</h4>
      <FillEditor value={f.fill} onChange={(fill) => set({ fill })} imageSrc={editor.pickImage ? () => editor.pickImage!().then((p) => p?.src ?? null) : undefined} />
      <h4>{t('editor.border')}</h4>
      <BorderEditor value={f.border} onChange={(border) => set({ border })} />
      <h4>{t('editor.margin')}</h4>
      <div className="segmented wrap" role="radiogroup" aria-label={t('editor.margin')}>
        {[...PRESETS, 'custom' as const].map((p) => (
          <button key={p} type="button" role="radio" aria-checked={presetOf(padding) === p} onClick={() => p !== 'custom' && set({ padding: MARGIN_PRESETS[p] })}>
            {t(`editor.margin${p[0]!.toUpperCase()}${p.slice(1)}` as 'editor.marginNone')}
          </button>
        ))}
      </div>
      {presetOf(padding) === 'custom' && <NumberInput label={t('editor.marginCustom')} value={padding} min={0} max={200} onChange={(v) => set({ padding: v })} />}
      <NumberInput label={t('editor.lineHeight')} value={f.lineHeight ?? DEFAULT_LINE_HEIGHT} min={LINE_HEIGHT_MIN} max={LINE_HEIGHT_MAX} step={0.1} onChange={(lineHeight) => set({ lineHeight })} />
      <h4>{t('editor.boxHeight')}</h4>
      <div className="segmented" role="radiogroup" aria-label={t('editor.boxHeight')}>
        {([true, false] as const).map((auto) => (
          <button key={String(auto)} type="button" role="radio" aria-checked={isAutoHeight(f) === auto} title={t(auto ? 'editor.autoHeightHint' : 'editor.fixedHeightHint')} onClick={() => set({ autoHeight: auto })}>
            {t(auto ? 'editor.autoHeight' : 'editor.fixedHeight')}
          </button>
        ))}
      </div>
      <h4>{t('editor.valign')}</h4>
      <div className="segmented" role="radiogroup" aria-label={t('editor.valign')}>
        {(['top', 'middle', 'bottom'] as const).map((v) => (
          // a box as tall as its text has no room to place it in: aligning it fixes the height
          // (and the mode is written out, so an older box's size never depends on its alignment)
          <button key={v} type="button" role="radio" aria-checked={(f.valign ?? 'top') === v} onClick={() => set({ valign: v, autoHeight: v === 'top' && isAutoHeight(f) })}>
            {t(`editor.valign${v[0]!.toUpperCase()}${v.slice(1)}` as 'editor.valignTop')}
          </button>
        ))}
      </div>
    </>
  );
}
