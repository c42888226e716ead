import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';
import { DialogButtons } from './DialogButtons';

export function ConfirmDialog({ title, message, danger, onConfirm, onClose }: { title: string; message: string; danger?: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={title}
      width={420}
      onClose={onClose}
      testId="confirm-dialog"
      footer={
        <DialogButtons
          onCancel={onClose}
          okLabel={t('dialogs.confirm')}
          danger={danger}
          onOk={() => {
            onClose();
            onConfirm();
          }}
        />
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
