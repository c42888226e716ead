import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageFields } from '../../../../shared/src/schema/elements/kinds';
import { BorderEditor } from '../../editor/panels/BorderEditor';
import { toast } from '../../state/toasts';
import { Dialog } from '../../ui/Dialog';
import type { InspectorProps } from '../registry';

/** Image tools (spec 001 §2): crop, replace, preview, reset; border and radius. */
export function ImageInspector({ editor, els, set }: InspectorProps) {
  const { t } = useTranslation();
  const [previewing, setPreviewing] = useState(false);
  const f = els[0] as (typeof els)[0] & ImageFields;
  const one = els.length === 1;

  /** A new picture in the same element: same width, height from its ratio, crop cleared. */
  const replace = async () => {
    const picked = await editor.pickImage?.();
    if (!picked) return;
    const height = Math.round((f.width * picked.height) / picked.width);
    editor.patch(new Map([[f.id, { src: picked.src, naturalWidth: picked.width, naturalHeight: picked.height, height, crop: undefined }]]));
    toast('success', t('editor.replaced'));
  };
  /** Back to the whole picture at its own ratio. */
  const reset = () => {
    const ratio = f.naturalWidth && f.naturalHeight ? f.naturalHeight / f.naturalWidth : f.height / f.width;
    editor.patch(new Map([[f.id, { crop: undefined, height: Math.round(f.width * ratio) }]]));
  };

  return (
    <>
      {one && (
        <div className="row">
          <button type="button" onClick={() => editor.setCropping(f.id)}>
            {t('editor.crop')}
          </button>
          <button type="button" onClick={() => void replace()}>
            {t('editor.replace')}
          </button>
          <button type="button" onClick={() => setPreviewing(true)}>
            {t('editor.preview')}
          </button>
          <button type="button" onClick={reset}>
            {t('editor.reset')}
          </button>
        </div>
      )}
      <h4>{t('editor.border')}</h4>
      <BorderEditor value={f.border} onChange={(border) => set({ border })} />
      {previewing && (
        <Dialog title={t('editor.preview')} width={960} onClose={() => setPreviewing(false)} testId="image-preview">
          <img src={f.src} alt="" className="image-preview" />
        </Dialog>
      )}
    </>
  );
}
