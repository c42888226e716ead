import type { Catalogue } from './zh-CN';
import { accountZhTW } from './account/zh-TW';
import { workspaceZhTW } from './workspace/zh-TW';
import { editorZhTW } from './editor/zh-TW';
import { lightingZhTW } from './lighting/zh-TW';
import { glareZhTW } from './glare/zh-TW';
import { planningZhTW } from './planning/zh-TW';
import { planningTableZhTW } from './planning-table/zh-TW';
import { litAreaZhTW } from './lit-area/zh-TW';
import { productZhTW } from './product/zh-TW';
import { productLibraryZhTW } from './product-library/zh-TW';
import { productEditorZhTW } from './product-editor/zh-TW';
import { documentsZhTW } from './documents/zh-TW';
import { docTablesZhTW } from './doc-tables/zh-TW';
import { docInspectorsZhTW } from './doc-inspectors/zh-TW';
import { planPaperZhTW } from './plan-paper/zh-TW';
import { docPanelsZhTW } from './doc-panels/zh-TW';
import { docElementsZhTW } from './doc-elements/zh-TW';
import { energyZhTW } from './energy/zh-TW';
import { skipZhTW } from './skip/zh-TW';
import { toolsUiZhTW } from './tools-ui/zh-TW';
import { toolsDataZhTW } from './tools-data/zh-TW';
import { calcZhTW } from './calc/zh-TW';
import { sdbZhTW } from './sdb/zh-TW';
import { sdbRoomZhTW } from './sdb-room/zh-TW';
import { spaceCheckZhTW } from './space-check/zh-TW';
import { deckInsertZhTW } from './deck-insert/zh-TW';
import { backupZhTW } from './backup/zh-TW';
import { sourceLibraryZhTW } from './source-library/zh-TW';
import { sourceMediaZhTW } from './source-media/zh-TW';
import { sourceUiZhTW } from './source-ui/zh-TW';
import { sourceImagesZhTW } from './source-images/zh-TW';
import { sourcePhotometryZhTW } from './source-photometry/zh-TW';
import { sourceFlowZhTW } from './source-flow/zh-TW';
import { photometryPickZhTW } from './photometry-pick/zh-TW';
import { syncTrustZhTW } from './sync-trust/zh-TW';
import { localStoreZhTW } from './local-store/zh-TW';

export const zhTW: Catalogue = {
  app: {
    name: '照明設計工作台',
    brand: 'LightKit',
    slogan: '讓每一束光都有設計',
    loading: '載入中…',
  },
  common: {
    ok: '確定',
    cancel: '取消',
    close: '關閉',
    save: '儲存',
    saving: '儲存中…',
    retry: '重試',
    back: '返回',
    optional: '選填',
    listSeparator: '、',
    labelled: '{{label}}：{{value}}',
  },
  lang: {
    label: '語言',
    'zh-CN': '简体中文',
    en: 'English',
    'zh-TW': '繁體中文',
  },
  errors: {
    badParams: '請求參數不正確：{{field}}',
    badJsonValue: '{{field}} 的內容不合規：層級過深、項目過多或含有不允許的鍵名',
    badElementField: '元素欄位 {{field}} 的類型或取值不正確',
    badJson: '請求資料不是有效的JSON',
    tooLarge: '請求內容過大',
    notFound: '介面不存在：{{path}}',
    internal: '伺服器暫時無法處理，請稍後重試',
    unavailable: '服務暫時無法儲存修改（資料庫或伺服器之間的連線中斷），請稍後再試',
    network: '請求服務失敗，請重試',
    timeout: '請求逾時，請檢查網路後重試',
    notLoggedIn: '登入已失效，請重新登入',
    crossSite: '跨站請求已被拒絕',
    wrongPassword: '帳號或密碼錯誤',
    accountDisabled: '該帳號已停用',
    tooManyFailures: '登入失敗次數過多，請{{minutes}}分鐘後再試',
    smsTooSoon: '驗證碼傳送太頻繁，請{{seconds}}秒後再試',
    smsTooMany: '驗證碼傳送次數過多，請稍後再試',
    smsFailed: '驗證碼傳送失敗，請稍後重試',
    codeWrong: '驗證碼錯誤',
    codeExpired: '驗證碼已失效，請重新取得',
    siteNotMember: '您不屬於該企業',
    tokenInvalid: '登入連結無效或已過期',
  },
  notice: {
    offlineTitle: '下線通知',
    offlineDefault: '您的帳號已在其他地方登入，請重新登入',
    relogin: '重新登入',
    redirectTitle: '正在跳轉',
    switchAccount: '切換帳號',
    jumpNow: '立即跳轉',
    upgradeTitle: '發現新版本',
    upgradeBody: '照明設計工作台已更新，請重新整理頁面以使用新版本。未儲存的內容已保存在本機。',
    refreshNow: '立即重新整理',
  },
  doc: {
    idInvalid: '文件編號不正確',
    wrongType: '錯誤的文件類型',
    wrongTemplate: '錯誤的方案範本',
    createFailed: '建立文件失敗',
    dirMissing: '專案或資料夾不存在',
    notFound: '文件不存在或無權存取',
    tooMuchText: '一次儲存的文字結構過多（段落、換行和格式片段合計超過 10000 個），請分多次儲存或拆分文件',
    readOnly: '您只能檢視該文件',
    idTaken: '文件編號已被佔用',
    loadFailed: '文件資料讀取失敗，請聯絡管理員',
    versionMissing: '該歷史版本不存在',
    untitled: '未命名方案',
  },
  docPage: {
    pageGone: '你所在的頁面已被協作者刪除，已轉到第 {{n}} 頁',
    viewOnly: '您只能查看此文件，不能編輯',
    back: '返回桌面',
    name: '文件名稱',
    addPage: '新增頁面',
    newPageName: '第{{n}}頁',
    newPageTitle: '新頁面',
    history: '歷史版本',
    localVersions: '本機版本',
    serverVersions: '雲端版本',
    noVersions: '暫無版本',
    preview: '預覽',
    restore: '還原此版本',
    previewTitle: '版本預覽（唯讀）',
    shortList: '近期',
    longList: '較早',
    offlineHistory: '離線時無法檢視雲端版本',
    loading: '正在開啟文件…',
    notFound: '文件不存在或無權存取',
    notFoundHint: '請確認連結是否正確，或請文件擁有者將您加為協作者。',
    notOnDevice: '此文件尚未在本裝置開啟過，連網後才能檢視',
    notOnDeviceHint: '網路恢復後會自動開啟。開啟過一次的文件，離線時也能檢視和編輯。',
    openFailed: '暫時無法開啟此文件',
    editing: '正在編輯',
    pages: '共 {{n}} 頁',
    status: {
      loading: '讀取中',
      offline: '離線',
      local: '已儲存在本機',
      syncing: '同步中…',
      synced: '已同步',
      full: '儲存空間已滿，修改僅儲存在本機',
    },
  },
  ...accountZhTW,
  ...workspaceZhTW,
  editor: editorZhTW,
  lighting: lightingZhTW,
  glare: glareZhTW,
  planning: planningZhTW,
  planningTable: planningTableZhTW,
  litArea: litAreaZhTW,
  product: productZhTW,
  productLibrary: productLibraryZhTW,
  productEditor: productEditorZhTW,
  documents: documentsZhTW,
  docTables: docTablesZhTW,
  docInspectors: docInspectorsZhTW,
  planPaper: planPaperZhTW,
  docPanels: docPanelsZhTW,
  docElements: docElementsZhTW,
  energy: energyZhTW,
  skip: skipZhTW,
  toolsUi: toolsUiZhTW,
  toolsData: toolsDataZhTW,
  calc: calcZhTW,
  sdb: sdbZhTW,
  sdbRoom: sdbRoomZhTW,
  spaceCheck: spaceCheckZhTW,
  deckInsert: deckInsertZhTW,
  backup: backupZhTW,
  sourceLibrary: sourceLibraryZhTW,
  sourceMedia: sourceMediaZhTW,
  sourceUi: sourceUiZhTW,
  sourceImages: sourceImagesZhTW,
  sourcePhotometry: sourcePhotometryZhTW,
  sourceFlow: sourceFlowZhTW,
  photometryPick: photometryPickZhTW,
  syncTrust: syncTrustZhTW,
  localStore: localStoreZhTW,
  history: {
    save: '儲存目前版本',
    dialogTitle: '儲存版本',
    labelField: '版本名稱',
    saved: '已儲存版本：{{label}}',
    labelRequired: '請輸入版本名稱',
    labelTooLong: '版本名稱最多40個字元',
    restored: '還原',
    by: '修改者：{{names}}',
  },
  restore: {
    mine: '已還原版本：{{what}}',
    theirs: '{{name}} 還原了版本：{{what}}',
    undo: '復原',
    view: '檢視',
    someone: '協作者',
  },
  notFound: {
    title: '頁面不存在',
    body: '您造訪的頁面不存在或已被移除。',
    home: '回到桌面',
  },
};
