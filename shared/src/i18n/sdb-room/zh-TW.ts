// The scene trial's room view (場景試燈, issue 16): moving a lamp on the ceiling.
export const sdbRoomZhTW = {
  moveLamp: '燈具 {{n}} {{name}}：拖動或用方向鍵移動',
};
