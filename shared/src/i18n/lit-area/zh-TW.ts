import type { Catalogue } from '../zh-CN';

export const litAreaZhTW: Catalogue['litArea'] = {
  insert: '空間照度圖',
  title: '空間照度',
  noScenes: '尚無場景',
  lx: '{{lx}} lx',
  axis: '照度 (lx)',
  named: '{{spaces}}，共{{scenes}}個場景',
  noSpaces: '無空間',
  inspector: {
    spaces: '空間',
    sceneCount: '{{n}}個場景',
    newSpace: '新空間名稱',
    type: '參考類型',
    noType: '無參考',
    addSpace: '新增空間',
    spaceName: '空間名稱',
    removeSpace: '刪除空間',
    sceneName: '場景名稱',
    sceneLx: '照度 (lx)',
    newScene: '新場景名稱',
    addScene: '新增場景',
    removeScene: '刪除場景',
    showReference: '顯示參考照度（GB 50034-2013）',
    fontSize: '最大字級',
  },
};
