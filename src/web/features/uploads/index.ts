/** Uploads: the upload control and hook, and the credential documents list of an application. */
export { CredentialDocuments } from './components/credential-documents'
export { acceptOf, UploadControl } from './components/upload-control'
export { useUpload, type UploadTask } from './hooks/use-upload'
