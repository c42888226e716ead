import { getSchema } from '@tiptap/core';
import { prosemirrorToYXmlFragment, yXmlFragmentToProseMirrorRootNode } from '@tiptap/y-tiptap';
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { blocksToHtml, htmlToBlocks } from '../../../shared/src/richtext/html';
import { readBlocks, writeBlocks } from '../../../shared/src/richtext/yjs';
import { richTextExtensions } from './extensions';

/** Our fragment → Tiptap's document → a fragment as Tiptap would write it → our HTML. */
function throughTiptap(html: string): string {
  const schema = getSchema(richTextExtensions());
  const doc = new Y.Doc();
  const ours = doc.getXmlFragment('ours');
  const theirs = doc.getXmlFragment('theirs');
  doc.transact(() => writeBlocks(ours, htmlToBlocks(html)));
  const pm = yXmlFragmentToProseMirrorRootNode(ours, schema);
  doc.transact(() => prosemirrorToYXmlFragment(pm, theirs));
  return blocksToHtml(readBlocks(theirs));
}

describe('the rich-text schema keeps everything the shared model writes', () => {
  it.each([
    '<h1 style="text-align: center">滨江壹号照明方案</h1>',
    '<p style="text-align: right"><strong>粗</strong><em>斜</em><u>下划线</u><s>删除</s></p>',
    '<p><span style="color: #fa6400; font-size: 24px; font-family: Noto Sans SC">样式文字</span></p>',
    '<p><mark data-color="#ffe066" style="background-color: #ffe066">高亮</mark><br>换行</p>',
    '<ul><li><p>客厅</p></li></ul><ol><li><p>卧室</p></li></ol>',
  ])('%s', (html) => {
    expect(throughTiptap(html)).toBe(html);
  });
});
