import { describe, expect, it } from 'vitest';
import { pictureHashes } from './doc-export';

describe('pictureHashes', () => {
  const a = 'a'.repeat(64);
  const b = 'b'.repeat(64);
  it('finds every stored file a document names, once each, wherever it sits', () => {
    const doc = {
      pages: [
        { items: [{ tag: 'image', src: `/kapi/source/file/${a}` }, { tag: 'imagegroup', items: [{ src: `/kapi/source/file/${b}` }, { src: `/kapi/source/file/${a}` }] }] },
      ],
      products: { items: [{ pics: { cover: [{ path: `/kapi/source/file/${b}` }] } }] },
    };
    expect(pictureHashes(doc).sort()).toEqual([a, b]);
  });

  it('ignores what is not a stored file address', () => {
    expect(pictureHashes({ src: `https://example.com/${a}`, html: `/kapi/source/file/${'A'.repeat(64)} /kapi/source/file/abc` })).toEqual([]);
  });
});
