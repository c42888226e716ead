import type { Catalogue } from '../zh-CN';

export const litAreaEn: Catalogue['litArea'] = {
  insert: 'Space illuminance chart',
  title: 'Space illuminance',
  noScenes: 'No scenes yet',
  lx: '{{lx}} lx',
  axis: 'Illuminance (lx)',
  named: '{{spaces}}; {{scenes}} scenes',
  noSpaces: 'no spaces',
  inspector: {
    spaces: 'Spaces',
    sceneCount: '{{n}} scenes',
    newSpace: 'New space name',
    type: 'Reference type',
    noType: 'No reference',
    addSpace: 'Add space',
    spaceName: 'Space name',
    removeSpace: 'Delete space',
    sceneName: 'Scene name',
    sceneLx: 'Illuminance (lx)',
    newScene: 'New scene name',
    addScene: 'Add scene',
    removeScene: 'Delete scene',
    showReference: 'Show reference illuminance (GB 50034-2013)',
    fontSize: 'Largest font size',
  },
};
