import { useTranslation } from 'react-i18next';
import type { ImageGroupFields } from '../../../../shared/src/schema/elements/kinds';
import { NumberInput } from '../../editor/panels/NumberInput';
import type { InspectorProps } from '../registry';

/** Most pictures added to a group in one go (the dialog's "most choice N images"). */
const GROUP_PICK_MAX = 9;

/** Image group: add and remove pictures, contain or cover, spacing. */
export function ImageGroupInspector({ editor, els, set }: InspectorProps) {
  const { t } = useTranslation();
  const f = els[0] as (typeof els)[0] & ImageGroupFields;
  const items = f.items ?? [];
  const add = async () => {
    // several at once from the material library when the page offers it, else one
    const picked = editor.pickImages ? await editor.pickImages(GROUP_PICK_MAX) : [await editor.pickImage?.()].filter((p) => !!p);
    if (picked.length > 0) editor.patch(new Map([[f.id, { items: [...items, ...picked.map((p) => ({ src: p!.src, type: 'image' as const }))] }]]));
  };
  return (
    <>
      <button type="button" disabled={els.length !== 1} onClick={() => void add()}>
        + {t('editor.image')}
      </button>
      <ol className="group-items">
        {items.map((item, i) => (
          <li key={`${i}:${item.src}`}>
            <img src={item.src} alt="" />
            <button type="button" className="link danger" onClick={() => editor.patch(new Map([[f.id, { items: items.filter((_, j) => j !== i) }]]))}>
              {t('editor.delete')}
            </button>
          </li>
        ))}
      </ol>
      <div className="segmented" role="radiogroup" aria-label={t('editor.imageMode')}>
        {(['contain', 'cover'] as const).map((mode) => (
          <button key={mode} type="button" role="radio" aria-checked={(f.mode ?? 'contain') === mode} onClick={() => set({ mode })}>
            {t(mode === 'contain' ? 'editor.modeFit' : 'editor.modeFill')}
          </button>
        ))}
      </div>
      <NumberInput label={t('editor.gap')} value={f.gap ?? 0} min={0} max={200} onChange={(gap) => set({ gap })} />
    </>
  );
}
