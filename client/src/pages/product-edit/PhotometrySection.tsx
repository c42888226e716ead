import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parsePhotometry, PHOTOMETRY_MAX_BYTES, PhotometryError, type Photometry } from '../../../../shared/src/lighting/photometry';
import type { SourceItem } from '../../../../shared/src/protocol/source-library';
import type { SectionProps } from './BasicSection';
import { Section } from './form-fields';
import { DerivedTable } from './DerivedTable';
import { libraryFileName, readLibraryPhotometry } from './library-photometry';
import { PhotometryPicker } from './PhotometryPicker';
import { PolarCurve } from './PolarCurve';
import { targetKey } from './photometry-targets';

/**
 * A photometric file chosen and parsed in the browser, sent with product/photometry on save:
 * its text when read from the disk, or its id when chosen from the material library.
 */
export type PendingPhotometry = {
  /** [] for the product, else the values of the variant it belongs to */
  target: string[];
  name: string;
  parsed: Photometry;
} & ({ text: string; source?: undefined } | { source: string; text?: undefined });

const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsText(file);
  });

/**
 * 配光文件: an IES or LDT file is refused over 5 MB before it is read, parsed here so a bad
 * line is named at once, and its derived values set beside the stated parameters with the
 * polar curve. The file goes to the server only when the product is saved.
 */
export function PhotometrySection({ form, update, pendings, onPendings }: SectionProps & { pendings: PendingPhotometry[]; onPendings: (list: PendingPhotometry[]) => void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<{ title: string; detail: string } | null>(null);
  // whose file is shown and chosen: the product's ('') or one variant's (by its values)
  const [chosenTarget, setTarget] = useState('');
  const row = form.skus.find((r) => targetKey(r.values) === chosenTarget);
  const target = row ? chosenTarget : '';
  const pending = pendings.find((p) => targetKey(p.target) === target) ?? null;
  const onPending = (p: PendingPhotometry | null) => onPendings([...pendings.filter((q) => targetKey(q.target) !== target), ...(p ? [p] : [])]);
  const [picking, setPicking] = useState(false);
  // the library file being read for its preview; a newer choice makes an older answer stale
  const [reading, setReading] = useState<string | null>(null);
  const readSeq = useRef(0);

  const pick = async (item: SourceItem) => {
    setPicking(false);
    setError(null);
    const name = libraryFileName(item);
    const seq = ++readSeq.current;
    setReading(name);
    try {
      const parsed = await readLibraryPhotometry(item);
      if (seq !== readSeq.current) return;
      onPending({ target: row ? [...row.values] : [], name, source: item.id, parsed });
    } catch (e) {
      if (seq !== readSeq.current) return;
      setError({ title: t('productEditor.photometry.parseFailed', { name }), detail: e instanceof Error ? e.message : String(e) });
    } finally {
      if (seq === readSeq.current) setReading(null);
    }
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    readSeq.current++;
    setReading(null);
    setError(null);
    if (file.size > PHOTOMETRY_MAX_BYTES) return setError({ title: t('productEditor.photometry.parseFailed', { name: file.name }), detail: t('productEditor.photometry.tooLarge') });
    let text: string;
    try {
      text = await readText(file);
    } catch {
      return setError({ title: t('productEditor.photometry.parseFailed', { name: file.name }), detail: t('productEditor.photometry.readFailed') });
    }
    try {
      onPending({ target: row ? [...row.values] : [], name: file.name.slice(0, 100), text, parsed: parsePhotometry(text) });
    } catch (e) {
      // PhotometryError says the line and what was expected there, in Chinese
      setError({ title: t('productEditor.photometry.parseFailed', { name: file.name }), detail: e instanceof PhotometryError || e instanceof Error ? e.message : String(e) });
    }
  };

  const stored = row ? row.photometry : form.photometry;
  // the stored curve picture is the product's; a variant's file shows its figures
  const storedCurve = row ? undefined : form.pics.light_pattern[0];
  const remove = () => {
    readSeq.current++;
    setReading(null);
    onPending(null);
    setError(null);
    if (!stored) return;
    if (row) update({ skus: form.skus.map((r) => (r === row ? { ...r, photometry: null } : r)) });
    else update({ photometry: null });
  };
  const has = (values: string[], file: unknown) => file !== null || pendings.some((p) => targetKey(p.target) === targetKey(values));

  return (
    <Section id="photometry" title={t('productEditor.sections.photometry')} hint={t('productEditor.photometry.hint')}>
      {form.skus.length > 0 && (
        <label className="pe-photo-target">
          <span>{t('productEditor.photometry.target')}</span>
          <select aria-label={t('productEditor.photometry.target')} value={target} onChange={(e) => (setTarget(e.target.value), setError(null))}>
            <option value="">
              {t('productEditor.photometry.targetProduct')}
              {has([], form.photometry) ? ` · ${t('productEditor.photometry.hasFile')}` : ''}
            </option>
            {form.skus.map((r) => (
              <option key={targetKey(r.values)} value={targetKey(r.values)}>
                {r.values.join(' / ')}
                {r.code ? ` · ${r.code}` : ''}
                {has(r.values, r.photometry) ? ` · ${t('productEditor.photometry.hasFile')}` : ''}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="pe-photo-actions" data-field="photometry">
        <label className="button">
          <input type="file" accept=".ies,.ldt,.IES,.LDT" className="pe-file" aria-label={t('productEditor.photometry.choose')} onChange={(e) => (void choose(e.target.files?.[0]), (e.target.value = ''))} />
          {pending || stored ? t('productEditor.photometry.replace') : t('productEditor.photometry.choose')}
        </label>
        <button type="button" onClick={() => setPicking(true)}>
          {t('sourcePhotometry.fromLibrary')}
        </button>
        {(pending || stored) && (
          <button type="button" className="danger" onClick={remove}>
            {t('productEditor.photometry.remove')}
          </button>
        )}
        <span className="pe-note">
          {reading
            ? t('photometryPick.reading', { name: reading })
            : pending
              ? pending.source
                ? t('photometryPick.pending', { name: pending.name })
                : t('productEditor.photometry.pending', { name: pending.name })
              : stored ? t('productEditor.photometry.stored', { name: stored.name }) : null}
        </span>
      </div>
      {error && (
        <div className="form-error pe-photo-error" role="alert" data-testid="photometry-error">
          <b>{error.title}</b>
          <div>{error.detail}</div>
        </div>
      )}
      {pending ? (
        <div className="pe-photo">
          <PolarCurve photometry={pending.parsed} />
          <DerivedTable values={pending.parsed} params={form.params} />
        </div>
      ) : stored ? (
        <div className="pe-photo">
          {storedCurve && (
            <figure className="pe-polar">
              <img src={storedCurve.path} alt={t('productEditor.photometry.curve')} width={320} height={320} />
            </figure>
          )}
          <DerivedTable values={stored} params={form.params} />
        </div>
      ) : null}
      {picking && <PhotometryPicker onPick={(item) => void pick(item)} onClose={() => setPicking(false)} />}
    </Section>
  );
}
