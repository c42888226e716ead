import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { InsertIntoDeck } from '../../deck-insert/InsertIntoDeck';
import { ToolDialogFrame } from '../../tools/ToolDialogFrame';

/**
 * A calculator or look-up opened from the header's tools menu (issue 16): the tool in a dialog
 * over the page one is on, which can open as its own page (/kit/tool/<code>) or send its result
 * table to a deck through the deck picker.
 */
export function HeaderToolDialog({ code, onClose }: { code: string; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ToolDialogFrame
      key={code}
      code={code}
      onClose={onClose}
      footer={(report) => (
        <>
          <button
            type="button"
            onClick={() => {
              onClose();
              navigate(`/tool/${code}`);
            }}
          >
            {t('deckInsert.openPage')}
          </button>
          <InsertIntoDeck content={report ? { kind: 'tool', report } : null} className="primary" />
        </>
      )}
    />
  );
}
