import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InsertIntoDeck } from '../deck-insert/InsertIntoDeck';
import { useReport, useToolHost, type ToolReport } from './tool-host';

// The frame every calculator shares: its name and what it does, the inputs on the left, the
// results with the formulas that produced them on the right (stacked on a phone), and the
// source the figures come from at the foot.

interface Props {
  code: string;
  inputs: React.ReactNode;
  results: React.ReactNode;
  source: string;
  /** what a dialog's host or 插入到文档… can insert into a deck (null while the inputs are wrong) */
  report?: ToolReport | null;
}

export function ToolLayout({ code, inputs, results, source, report }: Props) {
  const { t } = useTranslation();
  const host = useToolHost();
  useReport(report ?? null);
  const body = (
    <>
      <div className="tool-body">
        <form className="tool-inputs" onSubmit={(e) => e.preventDefault()} aria-label={t('toolsUi.inputs')}>
          {inputs}
        </form>
        <section className="tool-results" aria-live="polite" aria-label={t('toolsUi.results')}>
          {results}
        </section>
      </div>
      <p className="muted small tool-source">{source}</p>
    </>
  );
  if (host) {
    // inside the editor's dialog: its title names the tool; no page header, no way back
    return (
      <div className="tool-page in-dialog" data-testid={`tool-${code}`}>
        {body}
      </div>
    );
  }
  return (
    <div className="desktop tool-page" data-testid={`tool-${code}`}>
      <div className="desktop-toolbar">
        <div>
          <Link to="/tool" className="muted small">
            ← {t('tools.menu')}
          </Link>
          <h2>{t(`tools.items.${code}.name`)}</h2>
          <p className="muted small">{t(`tools.items.${code}.desc`)}</p>
        </div>
        {/* the result table onto a new page of a deck (a look-up reports nothing: no button) */}
        {report !== undefined && (
          <div className="tool-page-actions">
            <InsertIntoDeck content={report ? { kind: 'tool', report } : null} />
          </div>
        )}
      </div>
      {body}
    </div>
  );
}

/** One result: its name, its figure in large type, its unit. */
export function Figure({ label, value, unit, testId, verdict }: { label: string; value: string; unit?: string; testId?: string; verdict?: 'pass' | 'warn' | 'fail' }) {
  return (
    <div className={`tool-figure${verdict ? ` ${verdict}` : ''}`}>
      <span className="muted small">{label}</span>
      <span className="tool-figure-value" data-testid={testId}>
        {value}
        {unit && <small> {unit}</small>}
      </span>
    </div>
  );
}

/** How a figure was reached: the formula, then the same with the numbers put in. */
export function Formula({ lines }: { lines: readonly string[] }) {
  return (
    <pre className="tool-formula" data-testid="tool-formula">
      {lines.join('\n')}
    </pre>
  );
}
