// Simplified Chinese: the default language and the source of every message key. The other
// catalogues are typed against this one, so a key missing there fails the typecheck.
import { accountZhCN } from './account/zh-CN';
import { workspaceZhCN } from './workspace/zh-CN';
import { editorZhCN } from './editor/zh-CN';
import { lightingZhCN } from './lighting/zh-CN';
import { glareZhCN } from './glare/zh-CN';
import { planningZhCN } from './planning/zh-CN';
import { planningTableZhCN } from './planning-table/zh-CN';
import { litAreaZhCN } from './lit-area/zh-CN';
import { productZhCN } from './product/zh-CN';
import { productLibraryZhCN } from './product-library/zh-CN';
import { productEditorZhCN } from './product-editor/zh-CN';
import { documentsZhCN } from './documents/zh-CN';
import { docTablesZhCN } from './doc-tables/zh-CN';
import { docInspectorsZhCN } from './doc-inspectors/zh-CN';
import { planPaperZhCN } from './plan-paper/zh-CN';
import { docPanelsZhCN } from './doc-panels/zh-CN';
import { docElementsZhCN } from './doc-elements/zh-CN';
import { energyZhCN } from './energy/zh-CN';
import { skipZhCN } from './skip/zh-CN';
import { toolsUiZhCN } from './tools-ui/zh-CN';
import { toolsDataZhCN } from './tools-data/zh-CN';
import { calcZhCN } from './calc/zh-CN';
import { sdbZhCN } from './sdb/zh-CN';
import { sdbRoomZhCN } from './sdb-room/zh-CN';
import { spaceCheckZhCN } from './space-check/zh-CN';
import { deckInsertZhCN } from './deck-insert/zh-CN';
import { backupZhCN } from './backup/zh-CN';
import { sourceLibraryZhCN } from './source-library/zh-CN';
import { sourceMediaZhCN } from './source-media/zh-CN';
import { sourceUiZhCN } from './source-ui/zh-CN';
import { sourceImagesZhCN } from './source-images/zh-CN';
import { sourcePhotometryZhCN } from './source-photometry/zh-CN';
import { sourceFlowZhCN } from './source-flow/zh-CN';
import { photometryPickZhCN } from './photometry-pick/zh-CN';
import { syncTrustZhCN } from './sync-trust/zh-CN';
import { localStoreZhCN } from './local-store/zh-CN';

export const zhCN = {
  app: {
    name: '照明设计工作台',
    brand: 'LightKit',
    slogan: '让每一束光都有设计',
    loading: '加载中…',
  },
  common: {
    ok: '确定',
    cancel: '取消',
    close: '关闭',
    save: '保存',
    saving: '保存中…',
    retry: '重试',
    back: '返回',
    optional: '选填',
    /** a label and its value, with the language's own separator (full-width colon in Chinese) */
    labelled: '{{label}}：{{value}}',
    listSeparator: '、',
  },
  lang: {
    label: '语言',
    'zh-CN': '简体中文',
    en: 'English',
    'zh-TW': '繁體中文',
  },
  errors: {
    badParams: '请求参数不正确：{{field}}',
    badJson: '请求数据不是有效的JSON',
    badJsonValue: '{{field}} 的内容不合规：层级过深、条目过多或含有不允许的键名',
    badElementField: '元素字段 {{field}} 的类型或取值不正确',
    tooLarge: '请求内容过大',
    notFound: '接口不存在：{{path}}',
    internal: '服务器开小差了，请稍后重试',
    unavailable: '服务暂时无法保存修改（数据库或服务器之间的连接中断），请稍后再试',
    network: '请求服务失败，请重试',
    timeout: '请求超时，请检查网络后重试',
    notLoggedIn: '登录已失效，请重新登录',
    crossSite: '跨站请求已被拒绝',
    wrongPassword: '账号或密码错误',
    accountDisabled: '该账号已停用',
    tooManyFailures: '登录失败次数过多，请{{minutes}}分钟后再试',
    smsTooSoon: '验证码发送太频繁，请{{seconds}}秒后再试',
    smsTooMany: '验证码发送次数过多，请稍后再试',
    smsFailed: '验证码发送失败，请稍后重试',
    codeWrong: '验证码错误',
    codeExpired: '验证码已失效，请重新获取',
    siteNotMember: '您不属于该企业',
    tokenInvalid: '登录链接无效或已过期',
  },
  notice: {
    offlineTitle: '下线通知',
    offlineDefault: '您的账号已在其他地方登录，请重新登录',
    relogin: '重新登录',
    redirectTitle: '正在跳转',
    switchAccount: '切换账号',
    jumpNow: '立即跳转',
    upgradeTitle: '发现新版本',
    upgradeBody: '照明设计工作台已更新，请刷新页面以使用新版本。未保存的内容已保存在本机。',
    refreshNow: '立即刷新',
  },
  doc: {
    idInvalid: '文档编号不正确',
    wrongType: '错误的文档类型',
    wrongTemplate: '错误的方案模板',
    createFailed: '创建文档失败',
    dirMissing: '项目或文件夹不存在',
    notFound: '文档不存在或无权访问',
    tooMuchText: '一次保存的文字结构过多（段落、换行和格式片段合计超过 10000 个），请分多次保存或拆分文档',
    readOnly: '您只能查看该文档',
    idTaken: '文档编号已被占用',
    loadFailed: '文档数据读取失败，请联系管理员',
    versionMissing: '该历史版本不存在',
    untitled: '未命名方案',
  },
  docPage: {
    pageGone: '你所在的页面已被协作者删除，已转到第 {{n}} 页',
    viewOnly: '您只能查看此文档，不能编辑',
    back: '返回桌面',
    name: '文档名称',
    addPage: '添加页面',
    newPageName: '第{{n}}页',
    newPageTitle: '新页面',
    history: '历史版本',
    localVersions: '本机版本',
    serverVersions: '云端版本',
    noVersions: '暂无版本',
    preview: '预览',
    restore: '恢复此版本',
    previewTitle: '版本预览（只读）',
    shortList: '近期',
    longList: '较早',
    offlineHistory: '离线时无法查看云端版本',
    loading: '正在打开文档…',
    notFound: '文档不存在或无权访问',
    notFoundHint: '请确认链接是否正确，或请文档所有者把您加为协作者。',
    notOnDevice: '此文档尚未在本设备打开过，联网后才能查看',
    notOnDeviceHint: '网络恢复后会自动打开。打开过一次的文档，断网时也能查看和编辑。',
    openFailed: '暂时无法打开此文档',
    editing: '正在编辑',
    pages: '共 {{n}} 页',
    status: {
      loading: '读取中',
      offline: '离线',
      local: '已保存在本机',
      syncing: '同步中…',
      synced: '已同步',
      full: '存储空间已满，修改仅保存在本机',
    },
  },
  ...accountZhCN,
  ...workspaceZhCN,
  editor: editorZhCN,
  lighting: lightingZhCN,
  glare: glareZhCN,
  planning: planningZhCN,
  planningTable: planningTableZhCN,
  litArea: litAreaZhCN,
  product: productZhCN,
  productLibrary: productLibraryZhCN,
  productEditor: productEditorZhCN,
  documents: documentsZhCN,
  docTables: docTablesZhCN,
  docInspectors: docInspectorsZhCN,
  planPaper: planPaperZhCN,
  docPanels: docPanelsZhCN,
  docElements: docElementsZhCN,
  energy: energyZhCN,
  skip: skipZhCN,
  toolsUi: toolsUiZhCN,
  toolsData: toolsDataZhCN,
  calc: calcZhCN,
  sdb: sdbZhCN,
  sdbRoom: sdbRoomZhCN,
  spaceCheck: spaceCheckZhCN,
  deckInsert: deckInsertZhCN,
  backup: backupZhCN,
  sourceLibrary: sourceLibraryZhCN,
  sourceMedia: sourceMediaZhCN,
  sourceUi: sourceUiZhCN,
  sourceImages: sourceImagesZhCN,
  sourcePhotometry: sourcePhotometryZhCN,
  sourceFlow: sourceFlowZhCN,
  photometryPick: photometryPickZhCN,
  syncTrust: syncTrustZhCN,
  localStore: localStoreZhCN,
  history: {
    save: '保存当前版本',
    dialogTitle: '保存版本',
    labelField: '版本名称',
    saved: '已保存版本：{{label}}',
    labelRequired: '请输入版本名称',
    labelTooLong: '版本名称最多40个字符',
    restored: '恢复',
    by: '修改者：{{names}}',
  },
  restore: {
    mine: '已恢复版本：{{what}}',
    theirs: '{{name}} 恢复了版本：{{what}}',
    undo: '撤销',
    view: '查看',
    someone: '协作者',
  },
  notFound: {
    title: '页面不存在',
    body: '您访问的页面不存在或已被移除。',
    home: '回到桌面',
  },
} as const;

/** The shape every catalogue must have: the same keys, any strings. */
type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Catalogue = Widen<typeof zhCN>;
