import type { sourceMediaZhCN } from './zh-CN';

export const sourceMediaZhTW: typeof sourceMediaZhCN = {
  unavailable: '伺服器未安裝影片處理元件（ffmpeg），暫時無法上傳影片和音訊，圖片不受影響',
  alreadyUploaded: '該影片已經上傳過',
  notMedia: '請上傳 MP4、MOV、WebM、MKV、AVI 影片或 MP3、M4A、WAV 音訊',
  tooLarge: '影片或音訊不能超過2GB',
  uploadMissing: '上傳任務不存在或已過期，請重新上傳',
  badChunk: '分片編號不正確',
  chunkSize: '分片大小不正確，請重試',
  incomplete: '檔案還沒有上傳完整（已收到{{n}}/{{total}}個分片）',
  badHash: '檔案校驗值不正確，請重新上傳',
  notFound: '素材不存在',
  notVideo: '只有影片可以設定封面',
  badCover: '封面圖片不存在，請重新選擇',
  coverOne: '請選擇一幀畫面或上傳一張圖片作為封面',
  badIds: '素材編號不正確',
};
