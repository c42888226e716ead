// Video and audio in the material library (issue 20): chunked upload, transcoding, covers.
export const sourceMediaZhCN = {
  unavailable: '服务器未安装视频处理组件（ffmpeg），暂时无法上传视频和音频，图片不受影响',
  alreadyUploaded: '该视频已经上传过',
  notMedia: '请上传 MP4、MOV、WebM、MKV、AVI 视频或 MP3、M4A、WAV 音频',
  tooLarge: '视频或音频不能超过2GB',
  uploadMissing: '上传任务不存在或已过期，请重新上传',
  badChunk: '分片编号不正确',
  chunkSize: '分片大小不正确，请重试',
  incomplete: '文件还没有上传完整（已收到{{n}}/{{total}}个分片）',
  badHash: '文件校验值不正确，请重新上传',
  notFound: '素材不存在',
  notVideo: '只有视频可以设置封面',
  badCover: '封面图片不存在，请重新选择',
  coverOne: '请选择一帧画面或上传一张图片作为封面',
  badIds: '素材编号不正确',
};
