// This device's storage (issue 19): a full browser storage, an old unsent edit, what the device holds.
export const localStoreZhCN = {
  status: {
    deviceFull: '本机存储已满',
    deviceFullSynced: '已同步 · 本机存储已满',
    deviceError: '本机无法保存',
    deviceErrorSynced: '已同步 · 本机无法保存',
  },
  banner: {
    deviceFull: '本机存储已满，修改暂存在内存中，联网后会发送到服务器。请勿关闭此页，并清理浏览器存储空间。',
    deviceFullSynced: '本机存储已满：修改已保存到服务器，但没有保存在本机。离线使用前请清理浏览器存储空间。',
    stale: '这份文档已有 {{days}} 天没有同步，本机有尚未发送的修改。请尽快联网同步，以免浏览器清理存储时丢失。',
    deviceError: '本机存储出错，无法保存修改：修改暂存在内存中，联网后会发送到服务器。请勿关闭此页。',
    deviceErrorSynced: '本机存储出错：修改已保存到服务器，但没有保存在本机。',
  },
  device: {
    title: '本机存储',
    usage: '本机已保存 {{used}}（浏览器上限 {{quota}}）',
    persisted: '持久保存：已开启，浏览器不会自动清理',
    notPersisted: '持久保存：未开启，存储紧张时浏览器可能清理本机数据',
    unknown: '持久保存：此浏览器无法说明',
  },
};
