// The space-illuminance chart's own words (issue 11): its menu entry, what the chart prints and
// its inspector. The rules' messages, space types and reference labels are in `planning`.
export const litAreaZhCN = {
  insert: '空间照度图',
  title: '空间照度',
  noScenes: '暂无场景',
  lx: '{{lx}} lx',
  axis: '照度 (lx)',
  /** the element list: the spaces, then how many scenes */
  named: '{{spaces}}，共{{scenes}}个场景',
  noSpaces: '无空间',
  inspector: {
    spaces: '空间',
    sceneCount: '{{n}}个场景',
    newSpace: '新空间名称',
    type: '参考类型',
    noType: '无参考',
    addSpace: '添加空间',
    spaceName: '空间名称',
    removeSpace: '删除空间',
    sceneName: '场景名称',
    sceneLx: '照度 (lx)',
    newScene: '新场景名称',
    addScene: '添加场景',
    removeScene: '删除场景',
    showReference: '显示参考照度（GB 50034-2013）',
    fontSize: '最大字号',
  },
};
