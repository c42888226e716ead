import type { sourceFlowZhCN } from './zh-CN';

export const sourceFlowEn: typeof sourceFlowZhCN = {
  transFailed: 'Transcoding failed',
  play: 'Play',
  cover: 'Cover',
  chooseCover: 'Choose a cover',
  coverHint: 'A video needs a cover: the first frame that is not black is selected; pick another frame or a picture from my materials',
  coverFrames: 'Video frames',
  coverPictures: 'My pictures',
  coverFrame: 'Frame {{n}}',
  noPictures: 'There are no pictures in my materials yet',
  framesWaiting: 'Frames can be chosen once the video is transcoded…',
  coverSaved: 'Cover set',
  confirmCover: 'Use this cover',
  player: 'Play {{name}}',
  resuming: 'Connection lost, resuming the upload…',
  trashEmpty: 'The trash is empty',
  emptyTrash: 'Empty the trash',
  emptyTrashConfirm: 'Emptying deletes the materials and folders in the trash for good; they cannot be restored. Empty it?',
  emptied: 'The trash is empty now',
  folderTag: 'Folder',
  purgeAt: 'deleted for good after {{date}}',
  /** the mini side navigation of /kit/source: short labels under icons */
  nav: {
    label: 'Navigation',
    home: 'Home',
    plan: 'Plans',
    product: 'Products',
    source: 'Materials',
    tools: 'Tools',
    trash: 'Trash',
  },
};
