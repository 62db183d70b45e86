import type { TestServer } from './test-server'

const b64 = (value: string) => Buffer.from(value).toString('base64')

/** Creates a tus upload (POST /api/uploads); answers the response and the upload's path. */
export async function createUpload(
  server: TestServer,
  cookie: string | undefined,
  options: { kind: string; name: string; size: number },
): Promise<{ response: Response; location: string | null }> {
  const response = await server.request('/api/uploads', {
    method: 'POST',
    cookie,
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(options.size),
      'Upload-Metadata': `kind ${b64(options.kind)},filename ${b64(options.name)}`,
    },
  })
  return { response, location: response.headers.get('location') }
}

export async function patchUpload(server: TestServer, cookie: string | undefined, location: string, offset: number, body: Uint8Array) {
  return server.request(location, {
    method: 'PATCH',
    cookie,
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(body),
  })
}

export async function headUpload(server: TestServer, cookie: string | undefined, location: string) {
  return server.request(location, { method: 'HEAD', cookie, headers: { 'Tus-Resumable': '1.0.0' } })
}

export interface UploadedFile {
  id: string
  url: string
  bucket: string
  size: number
  contentType: string
}

/** A whole upload in one PATCH; throws unless the file was stored. */
export async function uploadFile(server: TestServer, cookie: string, kind: string, name: string, data: Uint8Array): Promise<UploadedFile> {
  const { response, location } = await createUpload(server, cookie, { kind, name, size: data.byteLength })
  if (response.status !== 201 || !location) throw new Error(`create failed: ${response.status} ${await response.text()}`)
  const done = await patchUpload(server, cookie, location, 0, data)
  if (done.status !== 200) throw new Error(`upload failed: ${done.status} ${await done.text()}`)
  return ((await done.json()) as { file: UploadedFile }).file
}
