import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { closeToast, toastQueueAtom } from '../state/toasts';

export function Toasts() {
  const { t } = useTranslation();
  const { toasts } = useAtomValue(toastQueueAtom);
  return (
    <div className="toasts" aria-live="assertive">
      {toasts.map((item) => (
        <div key={item.id} className={`toast toast-${item.kind}`} role={item.kind === 'error' ? 'alert' : 'status'}>
          <span>{item.message}</span>
          {item.actions.map((action) => (
            <button
              key={action.label}
              type="button"
              className="link toast-action"
              onClick={() => {
                closeToast(item.id);
                action.run();
              }}
            >
              {action.label}
            </button>
          ))}
          <button type="button" className="icon-button" aria-label={t('common.close')} onClick={() => closeToast(item.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
