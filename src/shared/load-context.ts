/** What the server passes to every React Router loader (built in src/server/http/app.ts). */
declare module 'react-router' {
  interface AppLoadContext {
    nonce: string
    publicUrl: string
    /** Calls Tio's API in-process with the visitor's cookie: same JSON as over HTTP. */
    fetchApi: (path: string, init?: RequestInit) => Promise<Response>
  }
}

export {}
