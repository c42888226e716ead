import { useTranslation } from 'react-i18next';

interface Props {
  onCancel: () => void;
  /** submits this form id, or runs onOk */
  form?: string;
  onOk?: () => void;
  okLabel?: string;
  disabled?: boolean;
  danger?: boolean;
}

/** The Cancel / OK pair at the foot of every dialog. */
export function DialogButtons({ onCancel, form, onOk, okLabel, disabled, danger }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" onClick={onCancel}>
        {t('common.cancel')}
      </button>
      <button type={form ? 'submit' : 'button'} form={form} className={danger ? 'primary danger-fill' : 'primary'} disabled={disabled} onClick={onOk}>
        {okLabel ?? t('common.ok')}
      </button>
    </>
  );
}
