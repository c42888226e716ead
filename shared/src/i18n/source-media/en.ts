import type { sourceMediaZhCN } from './zh-CN';

export const sourceMediaEn: typeof sourceMediaZhCN = {
  unavailable: 'The server has no video tool (ffmpeg): video and audio cannot be uploaded for now. Pictures still work',
  alreadyUploaded: 'This video has already been uploaded',
  notMedia: 'Please upload an MP4, MOV, WebM, MKV or AVI video, or MP3, M4A or WAV audio',
  tooLarge: 'A video or audio file cannot be larger than 2 GB',
  uploadMissing: 'This upload does not exist or has expired; please upload again',
  badChunk: 'The chunk number is not valid',
  chunkSize: 'The chunk has the wrong size; please retry',
  incomplete: 'The file has not fully arrived yet ({{n}} of {{total}} chunks)',
  badHash: 'The file checksum does not match; please upload again',
  notFound: 'The material does not exist',
  notVideo: 'Only a video has a cover',
  badCover: 'The cover picture does not exist; please choose again',
  coverOne: 'Choose one frame or upload one picture as the cover',
  badIds: 'The material numbers are not valid',
};
