import type { sourceFlowZhCN } from './zh-CN';

export const sourceFlowZhTW: typeof sourceFlowZhCN = {
  transFailed: '轉碼失敗',
  play: '播放',
  cover: '封面',
  chooseCover: '選擇封面',
  coverHint: '影片需要一張封面：已選取第一張非黑畫面，可改選其他畫面或我的素材中的圖片',
  coverFrames: '影片畫面',
  coverPictures: '我的圖片',
  coverFrame: '畫面 {{n}}',
  noPictures: '我的素材中還沒有圖片',
  framesWaiting: '影片轉碼完成後才能選擇畫面…',
  coverSaved: '封面已設定',
  confirmCover: '使用此封面',
  player: '播放 {{name}}',
  resuming: '網路中斷，正在續傳…',
  trashEmpty: '回收站是空的',
  emptyTrash: '清空回收站',
  emptyTrashConfirm: '清空後回收站中的素材和資料夾將被永久刪除，無法復原。確定清空嗎？',
  emptied: '回收站已清空',
  folderTag: '資料夾',
  purgeAt: '{{date}} 後永久刪除',
  /** the mini side navigation of /kit/source: short labels under icons */
  nav: {
    label: '導覽',
    home: '首頁',
    plan: '方案',
    product: '產品',
    source: '素材',
    tools: '工具',
    trash: '回收站',
  },
};
