import type { syncTrustZhCN } from './zh-CN';

export const syncTrustZhTW: typeof syncTrustZhCN = {
  newerApp: '此文件已由新版本的應用程式編輯，目前頁面只能檢視，修改不會儲存。請重新整理頁面以使用新版本。',
  reload: '重新整理頁面',
  verify: '校驗同步',
  verifying: '正在校驗…',
  equal: '一致：本機與伺服器的內容相同',
  differs: '本機與伺服器不一致：{{what}}',
  differsPages: '{{pages}} 不同',
  differsRest: '文件設定或產品不同',
  page: '第 {{n}} 頁',
  pageGone: '一頁只在一方存在',
  resync: '重新同步',
  offline: '離線時無法校驗，請連網後再試',
  failed: '校驗失敗：伺服器沒有回應',
  merge: '合併離線修改',
  beforeMerge: '合併前',
};
