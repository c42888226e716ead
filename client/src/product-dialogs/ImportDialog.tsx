import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_FIELDS, type ImportReportSchema, type ImportReadResponseSchema } from '../../../shared/src/protocol/product';
import type { z } from 'zod';
import { api, ApiError } from '../api/client';
import { Dialog } from '../ui/Dialog';
import { assignColumn, initialMapping, mappingToSend, missingRequired, type Mapping } from './import-mapping';

export interface ImportDialogProps {
  store: 'company' | 'mine';
  /** after a run that added products, to refresh the list */
  onImported?: (added: number) => void;
  onClose: () => void;
}

type Read = z.infer<typeof ImportReadResponseSchema>;
type Report = z.infer<typeof ImportReportSchema>;
type Step = { at: 'choose' } | { at: 'reading' } | { at: 'map'; read: Read } | { at: 'running'; read: Read } | { at: 'report'; report: Report };

/** ImportReadSchema takes base64 up to 14 000 000 characters: about 10 MB of workbook */
const MAX_BYTES = 10 * 1024 * 1024;

const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });

/**
 * Excel 导入: choose an .xlsx; step 1 (product/import/read) shows the headers and first rows
 * and a column per field, pre-filled from the server's guess; step 2 (product/import/commit)
 * reports the products added and each refused row with its reason.
 */
export function ImportDialog({ store, onImported, onClose }: ImportDialogProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ at: 'choose' });
  const [mapping, setMapping] = useState<Mapping | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fail = (e: unknown) => setError(e instanceof ApiError || e instanceof Error ? e.message : String(e));

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (!/\.xlsx$/i.test(file.name)) return setError(t('productEditor.import.notXlsx'));
    if (file.size > MAX_BYTES) return setError(t('productEditor.import.tooLarge'));
    setStep({ at: 'reading' });
    try {
      const read = await api('product/import/read', { name: file.name, data: await base64Of(file) }, { showError: false });
      setMapping(initialMapping(read.mapping, read.headers.length));
      setStep({ at: 'map', read });
    } catch (e) {
      setStep({ at: 'choose' });
      fail(e);
    }
  };

  const start = async (read: Read) => {
    const missing = missingRequired(mapping!);
    if (missing.length) return setError(t('productEditor.import.required', { field: missing.map((f) => t(`productEditor.import.fields.${f}`)).join(t('common.listSeparator')) }));
    setError(null);
    setStep({ at: 'running', read });
    try {
      const report = await api('product/import/commit', { token: read.token, store, mapping: mappingToSend(mapping!) }, { showError: false });
      setStep({ at: 'report', report });
      if (report.added > 0) onImported?.(report.added);
    } catch (e) {
      setStep({ at: 'map', read });
      fail(e);
    }
  };

  const busy = step.at === 'reading' || step.at === 'running';
  const footer =
    step.at === 'map' ? (
      <>
        <button type="button" onClick={() => (setStep({ at: 'choose' }), setError(null))}>
          {t('productEditor.import.again')}
        </button>
        <button type="button" className="primary" onClick={() => void start(step.read)}>
          {t('productEditor.import.start')}
        </button>
      </>
    ) : step.at === 'report' ? (
      <button type="button" className="primary" onClick={onClose}>
        {t('productEditor.import.done')}
      </button>
    ) : null;

  return (
    <Dialog title={t('productEditor.import.title')} width={step.at === 'map' ? 820 : 560} onClose={busy ? undefined : onClose} testId="import-dialog" footer={footer}>
      {error && (
        <div className="form-error pd-import-error" role="alert">
          {error}
        </div>
      )}
      {step.at === 'choose' && (
        <div className="pd-import-choose">
          <p className="field-hint">{t('productEditor.import.chooseHint')}</p>
          <label className="button primary">
            <input type="file" className="pe-file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" aria-label={t('productEditor.import.choose')} onChange={(e) => (void choose(e.target.files?.[0]), (e.target.value = ''))} />
            {t('productEditor.import.choose')}
          </label>
        </div>
      )}
      {busy && (
        <div className="pd-progress" role="status" data-testid="import-progress">
          <span className="pd-spinner" aria-hidden="true" />
          {step.at === 'reading' ? t('productEditor.import.reading') : t('productEditor.import.running')}
        </div>
      )}
      {step.at === 'map' && mapping && (
        <div className="pd-map">
          <p className="field-hint">
            {t('productEditor.import.sheet', { sheet: step.read.sheet, rows: step.read.rows })} · {t('productEditor.import.mappingHint')}
          </p>
          <div className="pd-map-grid" data-testid="import-mapping">
            {IMPORT_FIELDS.map((f) => (
              <label key={f} className={missingRequired(mapping).includes(f) ? 'pd-map-missing' : undefined}>
                <span>
                  {t(`productEditor.import.fields.${f}`)}
                  {(f === 'code' || f === 'name') && <b className="pd-required"> *</b>}
                </span>
                <select value={mapping[f]} onChange={(e) => setMapping(assignColumn(mapping, f, Number(e.target.value)))}>
                  <option value={-1}>{t('productEditor.import.skip')}</option>
                  {step.read.headers.map((h, i) => (
                    <option key={i} value={i}>
                      {h || `${t('productEditor.import.column')} ${i + 1}`}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
          <h4 className="pd-sample-title">{t('productEditor.import.sample')}</h4>
          <div className="pe-table-wrap">
            <table className="pd-sample">
              <thead>
                <tr>
                  {step.read.headers.map((h, i) => (
                    <th key={i}>{h}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {step.read.sample.map((row, r) => (
                  <tr key={r}>
                    {step.read.headers.map((_, i) => (
                      <td key={i}>{row[i] ?? ''}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      {step.at === 'report' && (
        <div className="pd-report" data-testid="import-report">
          <p className="pd-added">✓ {t('productEditor.import.added', { count: step.report.added })}</p>
          {step.report.refused.length > 0 && (
            <>
              <p className="pd-refused">{t('productEditor.import.refused', { count: step.report.refused.length })}</p>
              <div className="pe-table-wrap">
                <table className="pd-sample">
                  <thead>
                    <tr>
                      <th>{t('productEditor.import.row')}</th>
                      <th>{t('productEditor.import.reason')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {step.report.refused.map((r) => (
                      <tr key={r.row}>
                        <td>{r.row}</td>
                        <td>{r.reason}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}
