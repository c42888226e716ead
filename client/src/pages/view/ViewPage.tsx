import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isDocId } from '../../../../shared/src/rules/patterns';
import { Field } from '../../ui/Field';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { Deck } from './Deck';
import { useViewer } from './useViewer';
import '../../styles/view.css';

/**
 * /kit/view/<id>: a shared document, read-only, for people without an account. Outside the
 * workspace's router (the viewer is an app of its own), so the id comes from the address.
 */
export default function ViewPage({ id }: { id: string }) {
  return isDocId(id) ? <Viewer id={id} /> : <BadLink />;
}

function BadLink() {
  const { t } = useTranslation();
  return <Unavailable message={t('viewer.badLink')} />;
}

function Unavailable({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="viewer-message" role="alert">
      <h1>{t('viewer.unavailable')}</h1>
      <p className="muted">{message}</p>
    </div>
  );
}

function Viewer({ id }: { id: string }) {
  const { t } = useTranslation();
  const { state, open } = useViewer(id);
  const [password, setPassword] = useState('');

  if (state.kind === 'loading') return <LoadingOverlay label={t('viewer.loading')} />;
  if (state.kind === 'closed') return <Unavailable message={state.message} />;
  if (state.kind === 'password') {
    return (
      <div className="viewer-message">
        <form
          className="viewer-password form"
          onSubmit={(e) => {
            e.preventDefault();
            void open(password);
          }}
        >
          <h1>{t('viewer.passwordTitle')}</h1>
          <Field label={t('viewer.password')} type="password" name="share-password" autoFocus value={password} maxLength={16} error={state.error} onChange={setPassword} />
          <button type="submit" className="primary block">
            {t('viewer.open')}
          </button>
        </form>
      </div>
    );
  }
  return <Deck deck={state.deck} />;
}
