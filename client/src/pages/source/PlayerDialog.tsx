import { useTranslation } from 'react-i18next';
import type { SourceItem } from '../../../../shared/src/protocol/source-library';
import { mediaKind } from '../../source/rows';
import { Dialog } from '../../ui/Dialog';

/**
 * Plays a library video (the transcoded MP4, the cover as its poster) or audio file with the
 * browser's own controls; the server answers byte ranges, so seeking works.
 */
export function PlayerDialog({ item, onClose }: { item: SourceItem; onClose: () => void }) {
  const { t } = useTranslation();
  const video = mediaKind(item) === 'video';
  return (
    <Dialog title={t('sourceFlow.player', { name: item.name })} width={video ? 800 : 480} onClose={onClose} testId="source-player" className="source-player">
      {video ? (
        <video src={item.url} poster={item.cover || undefined} controls autoPlay playsInline preload="auto" data-testid="source-player-video" />
      ) : (
        <audio src={item.url} controls autoPlay preload="auto" data-testid="source-player-audio" />
      )}
    </Dialog>
  );
}
