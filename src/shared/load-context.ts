/** What the server passes to every React Router loader (built in src/server/http/app.ts). */
declare module 'react-router' {
  interface AppLoadContext {
    nonce: string
    publicUrl: string
    /** Calls Tio's API in-process with the visitor's cookie: same JSON as over HTTP. */
    fetchApi: (path: string, init?: RequestInit) => Promise<Response>
    /** Writes an error of this page request to the server's structured log, under its request id. */
    logError: (error: unknown) => void
  }
}

export {}
