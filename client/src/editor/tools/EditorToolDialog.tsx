import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../state/toasts';
import type { ToolReport } from '../../tools/tool-host';
import { ToolDialogFrame } from '../../tools/ToolDialogFrame';
import type { ActionContext } from '../actions/actions';
import { placeLamps } from '../actions/lighting-actions';
import { openToolDialog, useToolDialog } from './tool-dialog-state';
import { resultTable, roomWithLamps } from './tool-insert';

/**
 * A design tool as a dialog over the deck (issue 16): the same calculator as its page, and what
 * it worked out goes into the current page as a small table, or, from the lamp-count tool, as
 * the room with its lamps on the suggested grid. Mounted once by the document page.
 */
export function EditorToolDialog({ ctx }: { ctx: ActionContext }) {
  const { t } = useTranslation();
  const code = useToolDialog();
  // a dialog left open must not reappear over the next document opened
  useEffect(() => () => openToolDialog(null), []);
  if (!code || ctx.editor.readOnly) return null;
  const close = () => openToolDialog(null);
  const insertTable = (report: ToolReport) => {
    ctx.editor.add(resultTable(report, ctx.page, [t('toolsUi.itemHeader'), t('toolsUi.valueHeader')]));
    toast('success', t('toolsUi.inserted', { name: report.title }));
    close();
  };
  const placeGrid = (grid: NonNullable<ToolReport['grid']>) => {
    const ids = placeLamps(ctx.editor, roomWithLamps(grid, ctx.page, t('lighting.lampType.downlight')));
    toast('success', t('toolsUi.placed', { count: grid.cols * grid.rows }));
    if (ids.length > 0) close();
  };
  return (
    <ToolDialogFrame
      // a new tool starts with no result of the last one
      key={code}
      code={code}
      onClose={close}
      footer={(report) => (
        <>
          <button type="button" onClick={close}>
            {t('common.cancel')}
          </button>
          {report?.grid && (
            <button type="button" onClick={() => placeGrid(report.grid!)}>
              {t('toolsUi.placeGrid')}
            </button>
          )}
          <button type="button" className="primary" disabled={!report} onClick={() => report && insertTable(report)}>
            {t('toolsUi.insertTable')}
          </button>
        </>
      )}
    />
  );
}
