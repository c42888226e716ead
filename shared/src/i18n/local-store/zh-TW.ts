import type { localStoreZhCN } from './zh-CN';

export const localStoreZhTW: typeof localStoreZhCN = {
  status: {
    deviceFull: '本機儲存已滿',
    deviceFullSynced: '已同步 · 本機儲存已滿',
    deviceError: '本機無法儲存',
    deviceErrorSynced: '已同步 · 本機無法儲存',
  },
  banner: {
    deviceFull: '本機儲存已滿，修改暫存在記憶體中，連網後會傳送到伺服器。請勿關閉此頁，並清理瀏覽器儲存空間。',
    deviceFullSynced: '本機儲存已滿：修改已儲存到伺服器，但沒有儲存在本機。離線使用前請清理瀏覽器儲存空間。',
    stale: '這份文件已有 {{days}} 天沒有同步，本機有尚未傳送的修改。請盡快連網同步，以免瀏覽器清理儲存時遺失。',
    deviceError: '本機儲存出錯，無法儲存修改：修改暫存在記憶體中，連網後會傳送到伺服器。請勿關閉此頁。',
    deviceErrorSynced: '本機儲存出錯：修改已儲存到伺服器，但沒有儲存在本機。',
  },
  device: {
    title: '本機儲存',
    usage: '本機已儲存 {{used}}（瀏覽器上限 {{quota}}）',
    persisted: '持久儲存：已開啟，瀏覽器不會自動清理',
    notPersisted: '持久儲存：未開啟，儲存緊張時瀏覽器可能清理本機資料',
    unknown: '持久儲存：此瀏覽器無法說明',
  },
};
