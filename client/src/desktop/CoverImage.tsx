import { useEffect, useState } from 'react';
import type { Cover } from '../../../shared/src/schema/cover';
import { coverPicture, drawnCover } from '../render/cover-images';
import { TypeIcon } from './TypeIcon';

/** An empty picture of the page's size: the placeholder is fitted exactly as the drawing will be. */
const blankSheet = (cover: Cover) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(cover.width)}" height="${Math.round(cover.height)}"/>`)}`;

/**
 * A card's cover: the first page as the editor draws it, fitted whole into the card at the
 * page's own proportions. While it is being drawn a blank sheet holds its place; if it cannot
 * be drawn the kind's icon stands in.
 */
export function CoverImage({ cover, type }: { cover: Cover; type: string }) {
  const [url, setUrl] = useState<string | null | undefined>(() => drawnCover(cover) ?? undefined);
  useEffect(() => {
    let live = true;
    void coverPicture(cover).then((u) => live && setUrl(u));
    return () => {
      live = false;
    };
  }, [cover]);
  if (url === null) return <TypeIcon type={type} />;
  return <img className={`cover-page${url ? '' : ' drawing'}`} src={url ?? blankSheet(cover)} alt="" draggable={false} data-testid="cover" />;
}
