import type { sourceLibraryServerZhCN } from './server-zh-CN';

export const sourceLibraryServerEn: typeof sourceLibraryServerZhCN = {
  noPermission: 'You have no permission to change materials here',
  uploadNoPermission: 'You have no permission to upload materials to this location',
  notFound: 'The material does not exist',
  sameName: 'A file or folder of the same name is already here',
  intoOwnSubtree: 'A folder cannot be moved into itself or one of its subfolders',
  acrossLibraries: 'Materials cannot be moved between libraries',
  noCompany: 'This account belongs to no company, so there is no company library',
  alreadyUploaded: 'This material has already been uploaded',
  itemTagLimit: '“{{name}}” already has 5 tags; no more can be added',
  trashRoot: 'Trash',
};
