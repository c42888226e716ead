import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';

export function ConfirmDialog({ title, message, danger, onConfirm, onClose }: { title: string; message: string; danger?: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={title}
      width={420}
      onClose={onClose}
      testId="confirm-dialog"
      footer={
        <>
          <button type="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className={danger ? 'primary danger-fill' : 'primary'}
            onClick={() => {
              onClose();
              onConfirm();
            }}
          >
            {t('dialogs.confirm')}
          </button>
        </>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
