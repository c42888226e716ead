import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PIC_KINDS, PRODUCT_PICS_MAX, type PicKind, type ProductPic } from '../../../../shared/src/protocol/product';
import { ApiError } from '../../api/client';
import { uploadImage } from '../../editor/upload/upload';
import { toast } from '../../state/toasts';
import type { SectionProps } from './BasicSection';
import { Section } from './form-fields';

/** 图片: each named kind of picture, uploaded through the editor's upload path (sign → upload → verify). */
export function PicsSection({ form, update, err }: SectionProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<PicKind | null>(null);
  const setKind = (kind: PicKind, list: ProductPic[]) => update({ pics: { ...form.pics, [kind]: list } });

  const upload = async (kind: PicKind, files: FileList | null) => {
    const list = [...form.pics[kind]];
    const chosen = [...(files ?? [])].slice(0, PRODUCT_PICS_MAX - list.length);
    if (chosen.some((f) => !f.type.startsWith('image/'))) return toast('error', t('productEditor.pics.notImage'));
    setBusy(kind);
    try {
      for (const file of chosen) {
        const { source } = await uploadImage(file, file.name);
        list.push({ path: source.path, name: file.name.slice(0, 100) });
      }
    } catch (e) {
      toast('error', e instanceof ApiError ? e.message : t('errors.network'));
    } finally {
      setBusy(null);
      // the pictures that did upload are kept even when a later one failed
      setKind(kind, list);
    }
  };

  const move = (kind: PicKind, i: number, by: -1 | 1) => {
    const list = [...form.pics[kind]];
    [list[i], list[i + by]] = [list[i + by]!, list[i]!];
    setKind(kind, list);
  };

  return (
    <Section id="pics" title={t('productEditor.sections.pics')} hint={t('productEditor.pics.hint')}>
      <div className="pe-pics">
        {PIC_KINDS.map((kind) => {
          const list = form.pics[kind];
          const error = err(`pics.${kind}`) ?? err(`pics.${kind}.0.path`);
          return (
            <div key={kind} className="pe-pic-kind" data-field={`pics.${kind}`} data-testid={`pics-${kind}`}>
              <div className="pe-pic-head">
                <b>{t(`product.pics.${kind}`)}</b>
                {kind === 'cover' && list.length === 0 && <span className="pe-note">{t('productEditor.pics.coverHint')}</span>}
                {kind === 'light_pattern' && <span className="pe-note">{t('productEditor.pics.generated')}</span>}
              </div>
              <div className="pe-pic-list">
                {list.map((p, i) => (
                  <figure key={`${p.path}-${i}`} className="pe-pic">
                    <img src={p.path} alt={p.name || t(`product.pics.${kind}`)} loading="lazy" />
                    <div className="pe-pic-tools">
                      <button type="button" className="pe-tool" aria-label={t('productEditor.pics.left')} disabled={i === 0} onClick={() => move(kind, i, -1)}>
                        ←
                      </button>
                      <button type="button" className="pe-tool" aria-label={t('productEditor.pics.right')} disabled={i === list.length - 1} onClick={() => move(kind, i, 1)}>
                        →
                      </button>
                      <button type="button" className="pe-tool danger" aria-label={t('productEditor.pics.remove')} onClick={() => setKind(kind, list.filter((_, j) => j !== i))}>
                        ×
                      </button>
                    </div>
                  </figure>
                ))}
                {list.length < PRODUCT_PICS_MAX && (
                  <label className={`pe-pic-upload${busy === kind ? ' busy' : ''}`}>
                    <input type="file" accept="image/*" multiple disabled={busy !== null} onChange={(e) => (void upload(kind, e.target.files), (e.target.value = ''))} />
                    <span aria-hidden="true">＋</span>
                    <span>{busy === kind ? t('productEditor.pics.uploading') : t('productEditor.pics.upload')}</span>
                  </label>
                )}
              </div>
              {error && (
                <div className="field-error" role="alert">
                  {error}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </Section>
  );
}
