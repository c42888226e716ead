import type { Catalogue } from './zh-CN';
import { accountEn } from './account/en';
import { workspaceEn } from './workspace/en';
import { editorEn } from './editor/en';
import { lightingEn } from './lighting/en';
import { glareEn } from './glare/en';
import { planningEn } from './planning/en';
import { planningTableEn } from './planning-table/en';
import { litAreaEn } from './lit-area/en';
import { productEn } from './product/en';
import { productLibraryEn } from './product-library/en';
import { productEditorEn } from './product-editor/en';
import { documentsEn } from './documents/en';
import { docTablesEn } from './doc-tables/en';
import { docInspectorsEn } from './doc-inspectors/en';
import { planPaperEn } from './plan-paper/en';
import { docPanelsEn } from './doc-panels/en';
import { docElementsEn } from './doc-elements/en';
import { energyEn } from './energy/en';
import { skipEn } from './skip/en';
import { toolsUiEn } from './tools-ui/en';
import { toolsDataEn } from './tools-data/en';
import { calcEn } from './calc/en';
import { sdbEn } from './sdb/en';
import { sdbRoomEn } from './sdb-room/en';
import { spaceCheckEn } from './space-check/en';
import { deckInsertEn } from './deck-insert/en';
import { backupEn } from './backup/en';
import { sourceLibraryEn } from './source-library/en';
import { sourceMediaEn } from './source-media/en';
import { sourceUiEn } from './source-ui/en';
import { sourceImagesEn } from './source-images/en';
import { sourcePhotometryEn } from './source-photometry/en';
import { sourceFlowEn } from './source-flow/en';
import { photometryPickEn } from './photometry-pick/en';
import { syncTrustEn } from './sync-trust/en';
import { localStoreEn } from './local-store/en';

export const en: Catalogue = {
  app: {
    name: 'Lighting Design Workspace',
    brand: 'LightKit',
    slogan: 'Design in every beam of light',
    loading: 'Loading…',
  },
  common: {
    ok: 'OK',
    cancel: 'Cancel',
    close: 'Close',
    save: 'Save',
    saving: 'Saving…',
    retry: 'Retry',
    back: 'Back',
    optional: 'optional',
    labelled: '{{label}}: {{value}}',
    listSeparator: ', ',
  },
  lang: {
    label: 'Language',
    'zh-CN': '简体中文',
    en: 'English',
    'zh-TW': '繁體中文',
  },
  errors: {
    badParams: 'Invalid request parameter: {{field}}',
    badJsonValue: 'The value of {{field}} is not allowed: nested too deep, too many entries, or a forbidden key',
    badElementField: 'Element field {{field}} has the wrong type or value',
    badJson: 'The request body is not valid JSON',
    tooLarge: 'The request is too large',
    notFound: 'No such call: {{path}}',
    internal: 'Something went wrong on the server, please try again later',
    unavailable: 'The server cannot save changes right now (its database or the link between servers is down); please try again shortly',
    network: 'The request to the service failed, please retry',
    timeout: 'The request timed out, check the network and retry',
    notLoggedIn: 'Your session has ended, please sign in again',
    crossSite: 'Cross-site request refused',
    wrongPassword: 'Wrong account or password',
    accountDisabled: 'This account is disabled',
    tooManyFailures: 'Too many failed sign-ins, try again in {{minutes}} minutes',
    smsTooSoon: 'Codes are sent at most once a minute, try again in {{seconds}} s',
    smsTooMany: 'Too many codes requested, try again later',
    smsFailed: 'The code could not be sent, try again later',
    codeWrong: 'Wrong code',
    codeExpired: 'The code has expired, request a new one',
    siteNotMember: 'You do not belong to that company',
    tokenInvalid: 'The sign-in link is invalid or has expired',
  },
  notice: {
    offlineTitle: 'Signed out',
    offlineDefault: 'Your account signed in elsewhere, please sign in again',
    relogin: 'Sign in again',
    redirectTitle: 'Redirecting',
    switchAccount: 'Switch account',
    jumpNow: 'Go now',
    upgradeTitle: 'New version available',
    upgradeBody: 'LightKit has been updated. Refresh to use the new version; your work is kept on this device.',
    refreshNow: 'Refresh now',
  },
  doc: {
    idInvalid: 'Invalid document id',
    wrongType: 'Wrong document type',
    wrongTemplate: 'Wrong plan template',
    createFailed: 'Creating the document failed',
    dirMissing: 'The project or folder does not exist',
    notFound: 'The document does not exist or you have no access',
    tooMuchText: 'Too much text structure in one save (more than 10,000 paragraphs, line breaks and format runs in all): save in parts or split the document',
    readOnly: 'You can only view this document',
    idTaken: 'That document id is taken',
    loadFailed: 'The document data could not be read; contact your administrator',
    versionMissing: 'That history version does not exist',
    untitled: 'Untitled proposal',
  },
  docPage: {
    pageGone: 'A colleague deleted the page you were on; you are now on page {{n}}',
    viewOnly: 'You can view this document but not edit it',
    back: 'Back to desktop',
    name: 'Document name',
    addPage: 'Add page',
    newPageName: 'Page {{n}}',
    newPageTitle: 'New page',
    history: 'History',
    localVersions: 'On this device',
    serverVersions: 'In the cloud',
    noVersions: 'No versions yet',
    preview: 'Preview',
    restore: 'Restore this version',
    previewTitle: 'Version preview (read-only)',
    shortList: 'Recent',
    longList: 'Earlier',
    offlineHistory: 'Cloud versions are not available offline',
    loading: 'Opening the document…',
    notFound: 'The document does not exist or you have no access',
    notFoundHint: 'Check that the link is right, or ask the owner to add you as a collaborator.',
    notOnDevice: 'This document has not been opened on this device yet; connect to the network to view it',
    notOnDeviceHint: 'It opens by itself once the network is back. A document opened once can be viewed and edited offline.',
    openFailed: 'The document cannot be opened right now',
    editing: 'Editing now',
    pages: '{{n}} pages',
    status: {
      loading: 'Loading',
      offline: 'Offline',
      local: 'Saved on this device',
      syncing: 'Syncing…',
      synced: 'Synced',
      full: 'Storage full: changes are kept on this device only',
    },
  },
  ...accountEn,
  ...workspaceEn,
  editor: editorEn,
  lighting: lightingEn,
  glare: glareEn,
  planning: planningEn,
  planningTable: planningTableEn,
  litArea: litAreaEn,
  product: productEn,
  productLibrary: productLibraryEn,
  productEditor: productEditorEn,
  documents: documentsEn,
  docTables: docTablesEn,
  docInspectors: docInspectorsEn,
  planPaper: planPaperEn,
  docPanels: docPanelsEn,
  docElements: docElementsEn,
  energy: energyEn,
  skip: skipEn,
  toolsUi: toolsUiEn,
  toolsData: toolsDataEn,
  calc: calcEn,
  sdb: sdbEn,
  sdbRoom: sdbRoomEn,
  spaceCheck: spaceCheckEn,
  deckInsert: deckInsertEn,
  backup: backupEn,
  sourceLibrary: sourceLibraryEn,
  sourceMedia: sourceMediaEn,
  sourceUi: sourceUiEn,
  sourceImages: sourceImagesEn,
  sourcePhotometry: sourcePhotometryEn,
  sourceFlow: sourceFlowEn,
  photometryPick: photometryPickEn,
  syncTrust: syncTrustEn,
  localStore: localStoreEn,
  history: {
    save: 'Save this version',
    dialogTitle: 'Save version',
    labelField: 'Version name',
    saved: 'Version saved: {{label}}',
    labelRequired: 'Enter a name for the version',
    labelTooLong: 'A version name has at most 40 characters',
    restored: 'restore',
    by: 'Changes by {{names}}',
  },
  restore: {
    mine: 'Version restored: {{what}}',
    theirs: '{{name}} restored a version: {{what}}',
    undo: 'Undo',
    view: 'View',
    someone: 'A colleague',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you asked for does not exist or was removed.',
    home: 'Back to desktop',
  },
};
