import { parsePhotometry, PHOTOMETRY_MAX_BYTES, type Photometry } from '../../../../shared/src/lighting/photometry';
import type { SourceItem } from '../../../../shared/src/protocol/source-library';

// A lighting data file of the material library (issue 20) chosen for a product: the server
// attaches it by its id (product/photometry {uuid, sku, source}); the browser reads the same
// bytes once, as the server does (UTF-8), only to show the curve and figures before saving.

/** The name a library item is shown by: its name, with the extension when the name lacks one. */
export function libraryFileName(item: Pick<SourceItem, 'name' | 'extension'>): string {
  const ext = item.extension ? `.${item.extension}` : '';
  const name = ext && !item.name.toLowerCase().endsWith(ext.toLowerCase()) ? `${item.name}${ext}` : item.name;
  return name.slice(0, 100);
}

/** Reads the stored file from its path and parses it with the editor's own parser. */
export async function readLibraryPhotometry(item: Pick<SourceItem, 'path' | 'name'>, signal?: AbortSignal): Promise<Photometry> {
  const res = await fetch(item.path, { credentials: 'same-origin', signal });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const bytes = await res.arrayBuffer();
  if (bytes.byteLength > PHOTOMETRY_MAX_BYTES) throw new Error('too large');
  return parsePhotometry(new TextDecoder('utf-8').decode(bytes));
}
