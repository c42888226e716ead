// What LightKit promises about sync and versions (issue 19): an app older than the document,
// 校验同步, and merges after an offline period in the history.
export const syncTrustZhCN = {
  newerApp: '此文档已由新版本的应用编辑，当前页面只能查看，修改不会保存。请刷新页面以使用新版本。',
  reload: '刷新页面',
  verify: '校验同步',
  verifying: '正在校验…',
  equal: '一致：本机与服务器的内容相同',
  differs: '本机与服务器不一致：{{what}}',
  differsPages: '{{pages}} 不同',
  differsRest: '文档设置或产品不同',
  page: '第 {{n}} 页',
  pageGone: '一页只在一方存在',
  resync: '重新同步',
  offline: '离线时无法校验，请联网后再试',
  failed: '校验失败：服务器没有回应',
  merge: '合并离线修改',
  beforeMerge: '合并前',
};
