/** Resumable uploads and stored files; the feature alone writes files. */
export { createUploadsFeature } from './uploads.feature'
export { isOwnPhoto } from './own-photo'
export { removeUnfinishedUploads, unfinishedUploadsOf } from './unfinished-uploads'
export { deleteFile, documentsOf, findFile, removeUserFiles, type UploadsDeps } from './uploads.service'
