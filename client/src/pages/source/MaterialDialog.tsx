import { useTranslation } from 'react-i18next';
import type { SourceItem } from '../../../../shared/src/protocol/source-library';
import { Dialog } from '../../ui/Dialog';
import { SourceBrowser } from './SourceBrowser';

/** The material dialog's width on the desktop (spec 000 §2 dialogs: "material dialog (988 px)"). */
export const MATERIAL_DIALOG_WIDTH = 988;

interface Props {
  /** 1 to replace a picture; more for an image group */
  limit: number;
  onPick: (items: SourceItem[]) => void;
  onClose: () => void;
}

/**
 * The library inside the editor: choose one picture (insert, replace, a fill) or several (an
 * image group). Uploading here files into my materials like the page does. On a phone the CSS
 * makes it a full-screen sheet.
 */
export function MaterialDialog({ limit, onPick, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('sourceUi.dialogTitle')} width={MATERIAL_DIALOG_WIDTH} onClose={onClose} testId="material-dialog" className="material-dialog">
      <SourceBrowser pick={{ limit, onPick, onCancel: onClose }} />
    </Dialog>
  );
}
