import '../styles/tools.css';
import '../styles/deck-insert.css';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/Dialog';
import { ToolHostContext, type ToolReport } from './tool-host';

// The calculators load with their dialog, not with the page that opens it.
const ToolScreen = lazy(async () => {
  const { SCREENS } = await import('./screens');
  return { default: ({ code }: { code: string }) => (SCREENS[code] ? SCREENS[code]() : null) };
});

interface Props {
  code: string;
  onClose: () => void;
  /** the footer's buttons, given the tool's latest result (null while it has none) */
  footer: (report: ToolReport | null) => React.ReactNode;
}

/**
 * A design tool as a dialog (issue 16): the same screen as its page, hosted so that it reports
 * what it worked out, for the footer to insert. Used by the editor's 照明 menu and the header's
 * tools menu.
 */
export function ToolDialogFrame({ code, onClose, footer }: Props) {
  const { t } = useTranslation();
  const [report, setReport] = useState<ToolReport | null>(null);
  const host = useMemo(() => ({ report: setReport }), []);
  return (
    <Dialog title={t(`tools.items.${code}.name`)} width={960} onClose={onClose} testId="tool-dialog" className="tool-dialog" footer={footer(report)}>
      <ToolHostContext.Provider value={host}>
        <Suspense fallback={<p className="muted">{t('list.loading')}</p>}>
          <ToolScreen code={code} />
        </Suspense>
      </ToolHostContext.Provider>
    </Dialog>
  );
}
