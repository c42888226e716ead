import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '../../../../shared/src/protocol/endpoints';
import { SHARE_PASSWORD_MAX, SHARE_PASSWORD_MIN } from '../../../../shared/src/protocol/workspace';
import { api, ApiError } from '../../api/client';
import { toast } from '../../state/toasts';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';

type Settings = ResponseOf<'doc/getshare'>;
const VALIDITY = [0, 1, 7, 30, 365];

export const shareLink = (id: string): string => `${location.origin}/kit/view/${id}`;

/** Share a document read-only (spec 000 §3, §4): who, password, validity, copy and print. */
export function ShareDialog({ docId, onClose }: { docId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<Settings | null>(null);
  const [scope, setScope] = useState<'all' | 'me'>('all');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [clearPassword, setClearPassword] = useState(false);
  const [days, setDays] = useState(0);
  const [noCopy, setNoCopy] = useState(false);
  const [noPrint, setNoPrint] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void api('doc/getshare', { id: docId }).then((s) => {
      setCurrent(s);
      setScope(s.scope);
      setDays(VALIDITY.includes(s.days) ? s.days : 0);
      setNoCopy(s.no_copy);
      setNoPrint(s.no_print);
    });
  }, [docId]);

  const save = async (revoked: boolean) => {
    // said at the field before a round trip; the server enforces the same rule (SetShareSchema)
    if (password !== '' && password.length < SHARE_PASSWORD_MIN) {
      setPasswordError(t('share.passwordTooShort'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const next = await api(
        'doc/setshare',
        { id: docId, scope, days, no_copy: noCopy, no_print: noPrint, revoked, ...(password !== '' ? { password } : clearPassword ? { password: '' } : {}) },
        { showError: false },
      );
      setCurrent(next);
      setPassword('');
      setClearPassword(false);
      toast('success', revoked ? t('shareDialog.withdrawn') : t('shareDialog.saved'));
    } catch (err) {
      if (err instanceof ApiError) setError(err.message);
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    await navigator.clipboard.writeText(shareLink(docId)).catch(() => undefined);
    toast('success', t('shareDialog.copied'));
  };

  const active = current !== null && !current.revoked;
  return (
    <Dialog
      title={t('shareDialog.title')}
      width={480}
      onClose={onClose}
      testId="share-dialog"
      footer={
        <>
          {active && (
            <button type="button" className="danger" disabled={busy} onClick={() => void save(true)}>
              {t('shareDialog.withdraw')}
            </button>
          )}
          <button type="button" className="primary" disabled={busy || current === null} onClick={() => void save(false)}>
            {active ? t('shareDialog.update') : t('shareDialog.save')}
          </button>
        </>
      }
    >
      <div className="form">
        <div className="field">
          <span className="field-label">{t('shareDialog.scope')}</span>
          <div className="radio-row" role="radiogroup">
            {(['all', 'me'] as const).map((s) => (
              <label key={s}>
                <input type="radio" name="share-scope" checked={scope === s} onChange={() => setScope(s)} />
                {s === 'all' ? t('shareDialog.scopeAll') : t('shareDialog.scopeMe')}
              </label>
            ))}
          </div>
        </div>
        <Field
          label={t('shareDialog.password')}
          name="share-password"
          type="password"
          autoComplete="new-password"
          minLength={SHARE_PASSWORD_MIN}
          maxLength={SHARE_PASSWORD_MAX}
          value={password}
          placeholder={current?.password ? t('shareDialog.passwordKept') : t('shareDialog.passwordPlaceholder')}
          hint={t('shareDialog.passwordRule')}
          error={passwordError}
          onChange={(value) => {
            setPassword(value);
            setPasswordError(null);
          }}
        />
        {current?.password && (
          <label className="check">
            <input type="checkbox" checked={clearPassword} onChange={(e) => setClearPassword(e.target.checked)} />
            {t('shareDialog.clearPassword')}
          </label>
        )}
        <label className="field">
          <span className="field-label">{t('shareDialog.validity')}</span>
          <select value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {VALIDITY.map((d) => (
              <option key={d} value={d}>
                {d === 0 ? t('shareDialog.permanent') : t('shareDialog.days', { n: d })}
              </option>
            ))}
          </select>
        </label>
        <div className="radio-row">
          <label className="check">
            <input type="checkbox" checked={noCopy} onChange={(e) => setNoCopy(e.target.checked)} />
            {t('shareDialog.noCopy')}
          </label>
          <label className="check">
            <input type="checkbox" checked={noPrint} onChange={(e) => setNoPrint(e.target.checked)} />
            {t('shareDialog.noPrint')}
          </label>
        </div>
        <div className="field">
          <span className="field-label">{t('shareDialog.link')}</span>
          {active ? (
            <div className="field-row">
              <input readOnly value={shareLink(docId)} data-testid="share-link" onFocus={(e) => e.target.select()} />
              <button type="button" onClick={() => void copy()}>
                {t('shareDialog.copyLink')}
              </button>
            </div>
          ) : (
            <p className="muted small">{t('shareDialog.notShared')}</p>
          )}
        </div>
        {error && (
          <div className="form-error" role="alert">
            {error}
          </div>
        )}
      </div>
    </Dialog>
  );
}
