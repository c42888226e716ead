import type { Catalogue } from '../zh-CN';

export const planningEn: Catalogue['planning'] = {
  kind: {
    'lit-area': 'Space illuminance',
    'lit-ill-cct': 'Illuminance and colour-temperature modes',
  },
  rule: {
    nameRequired: 'Enter a name',
    nameTooLong: 'A name has at most {{max}} characters',
    spaceNameTaken: 'A space with the same name already exists',
    tooManySpaces: 'We suggest not more than {{max}} spaces',
    sceneNameTaken: 'This space already has a scene with the same name',
    modeNameTaken: 'A scene mode with the same name already exists',
    lxNotNumber: 'Enter an illuminance in lx',
    cctNotNumber: 'Enter a colour temperature in K',
  },
  spaceType: {
    living: 'Living room',
    dining: 'Dining room',
    bedroom: 'Bedroom',
    study: 'Study',
    kitchen: 'Kitchen',
    children: "Children's room",
    bathroom: 'Bathroom',
    laundry: 'Laundry',
    corridor: 'Corridor',
    entrance: 'Entrance',
    courtyard: 'Courtyard',
    balcony: 'Balcony',
  },
  reference: 'Reference {{lx}} lx ({{source}})',
  referenceByAnalogy: 'Reference {{lx}} lx ("{{room}}" in {{source}})',
};
