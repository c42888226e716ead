// The scene trial's room view (场景试灯, issue 16): moving a lamp on the ceiling.
export const sdbRoomZhCN = {
  moveLamp: '灯具 {{n}} {{name}}：拖动或用方向键移动',
};
