import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isDocId } from '../../../../shared/src/rules/patterns';
import { Field } from '../../ui/Field';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { Deck } from './Deck';
import { useViewer } from './useViewer';
import '../../styles/view.css';

/** /kit/view/<id>: a shared document, read-only, for people without an account. */
export default function ViewPage() {
  const { id = '' } = useParams();
  return isDocId(id) ? <Viewer id={id} /> : <NotFoundPage />;
}

function Viewer({ id }: { id: string }) {
  const { t } = useTranslation();
  const { state, open } = useViewer(id);
  const [password, setPassword] = useState('');

  if (state.kind === 'loading') return <LoadingOverlay label={t('viewer.loading')} />;
  if (state.kind === 'closed') {
    return (
      <div className="viewer-message" role="alert">
        <h1>{t('viewer.unavailable')}</h1>
        <p className="muted">{state.message}</p>
      </div>
    );
  }
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
