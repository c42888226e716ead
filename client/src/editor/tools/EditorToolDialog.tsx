import '../../styles/tools.css';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../state/toasts';
import type { ToolReport } from '../../tools/tool-host';
import { ToolHostContext } from '../../tools/tool-host';
import { Dialog } from '../../ui/Dialog';
import type { ActionContext } from '../actions/actions';
import { placeLamps } from '../actions/lighting-actions';
import { openToolDialog, useToolDialog } from './tool-dialog-state';
import { resultTable, roomWithLamps } from './tool-insert';

// The calculators load with their dialog, not with the editor.
const ToolScreen = lazy(async () => {
  const { SCREENS } = await import('../../tools/screens');
  return { default: ({ code }: { code: string }) => (SCREENS[code] ? SCREENS[code]() : null) };
});

/**
 * A design tool as a dialog over the deck (issue 16): the same calculator as its page, and what
 * it worked out goes into the current page as a small table, or, from the lamp-count tool, as
 * the room with its lamps on the suggested grid. Mounted once by the document page.
 */
export function EditorToolDialog({ ctx }: { ctx: ActionContext }) {
  const { t } = useTranslation();
  const code = useToolDialog();
  const [report, setReport] = useState<ToolReport | null>(null);
  const host = useMemo(() => ({ report: setReport }), []);
  // a dialog left open must not reappear over the next document opened
  useEffect(() => () => openToolDialog(null), []);
  if (!code || ctx.editor.readOnly) return null;
  const close = () => {
    setReport(null);
    openToolDialog(null);
  };
  const insertTable = () => {
    if (!report) return;
    ctx.editor.add(resultTable(report, ctx.page, [t('toolsUi.itemHeader'), t('toolsUi.valueHeader')]));
    toast('success', t('toolsUi.inserted', { name: report.title }));
    close();
  };
  const placeGrid = () => {
    if (!report?.grid) return;
    const ids = placeLamps(ctx.editor, roomWithLamps(report.grid, ctx.page, t('lighting.lampType.downlight')));
    toast('success', t('toolsUi.placed', { count: report.grid.cols * report.grid.rows }));
    if (ids.length > 0) close();
  };
  return (
    <Dialog
      title={t(`tools.items.${code}.name`)}
      width={960}
      onClose={close}
      testId="tool-dialog"
      footer={
        <>
          <button type="button" onClick={close}>
            {t('common.cancel')}
          </button>
          {report?.grid && (
            <button type="button" onClick={placeGrid}>
              {t('toolsUi.placeGrid')}
            </button>
          )}
          <button type="button" className="primary" disabled={!report} onClick={insertTable}>
            {t('toolsUi.insertTable')}
          </button>
        </>
      }
    >
      <ToolHostContext.Provider value={host}>
        <Suspense fallback={<p className="muted">{t('list.loading')}</p>}>
          <ToolScreen code={code} />
        </Suspense>
      </ToolHostContext.Provider>
    </Dialog>
  );
}
