import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../state/toasts';
import { DeckPicker } from './DeckPicker';
import type { PendingContent } from './pending-insert';

interface Props {
  /** what goes into the deck; null while there is nothing (the button is disabled) */
  content: PendingContent | null;
  /** why the content cannot go yet, in words (shown instead of the picker), or null */
  refuse?: () => string | null;
  className?: string;
  testId?: string;
}

/** The 插入到文档… button and its deck picker, for a screen outside the editor. */
export function InsertIntoDeck({ content, refuse, className, testId = 'insert-into-deck' }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<PendingContent | null>(null);
  const start = () => {
    const why = refuse?.() ?? null;
    if (why) return void toast('warning', why);
    setOpen(content);
  };
  return (
    <>
      <button type="button" className={className} disabled={!content} onClick={start} data-testid={testId}>
        {t('deckInsert.button')}
      </button>
      {open && <DeckPicker content={open} onClose={() => setOpen(null)} />}
    </>
  );
}
