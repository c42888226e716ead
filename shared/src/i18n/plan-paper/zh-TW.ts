import type { planPaperZhCN } from './zh-CN';

export const planPaperZhTW: typeof planPaperZhCN = {
  link: {
    label: '關聯產品',
    none: '未關聯產品',
    mixed: '所選燈位關聯了不同產品',
    gone: '產品已不存在或無權查看',
    search: '搜尋產品編碼或名稱',
    storeLabel: '產品庫',
    store: { system: '系統庫', company: '公司庫', mine: '我的產品' },
    searching: '搜尋中…',
    noResults: '沒有找到產品',
    unlink: '取消關聯',
  },
  build: {
    command: '從平面圖生成清單',
    noLinks: '平面圖中沒有關聯產品的燈位：先在燈位的「關聯產品」中選擇產品',
    report: '已更新：新增 {{added}} 個產品，更新 {{updated}} 個數量',
    removed: '移除 {{count}} 個已無燈位的產品',
    kept: '{{count}} 個產品已無燈位但填有價格，已保留（數量 0）',
    missing: '{{count}} 個關聯產品在產品庫中找不到',
    pages: '已新增頁面：{{names}}',
  },
};
