// The scene trial's room view (issue 16): moving a lamp on the ceiling.
export const sdbRoomEn = {
  moveLamp: 'Lamp {{n}} {{name}}: drag it or move it with the arrow keys',
};
