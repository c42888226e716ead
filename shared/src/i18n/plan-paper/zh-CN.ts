// The plan-to-paper messages (issue 14): a lamp's link to a library product in the lamp
// inspector, and the lighting menu's 从平面图生成清单 with its report.
export const planPaperZhCN = {
  link: {
    label: '关联产品',
    none: '未关联产品',
    mixed: '所选灯位关联了不同产品',
    gone: '产品已不存在或无权查看',
    search: '搜索产品编码或名称',
    storeLabel: '产品库',
    store: { system: '系统库', company: '公司库', mine: '我的产品' },
    searching: '搜索中…',
    noResults: '没有找到产品',
    unlink: '取消关联',
  },
  build: {
    command: '从平面图生成清单',
    noLinks: '平面图中没有关联产品的灯位：先在灯位的“关联产品”中选择产品',
    report: '已更新：新增 {{added}} 个产品，更新 {{updated}} 个数量',
    removed: '移除 {{count}} 个已无灯位的产品',
    kept: '{{count}} 个产品已无灯位但填有价格，已保留（数量 0）',
    missing: '{{count}} 个关联产品在产品库中找不到',
    pages: '已添加页面：{{names}}',
  },
};
