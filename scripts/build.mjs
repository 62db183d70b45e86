// Builds the web app (React Router: client assets + server render bundle) and the Node server.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { build } from 'esbuild'

/**
 * Brotli and gzip copies of the client's text files, made once here at the highest levels: the
 * server sends them as they are (serveStatic's precompressed) instead of gzipping every response
 * again, so a phone downloads less script and no core compresses the same file twice (issue 21).
 */
function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) precompress(file)
    else if (/\.(js|css|svg|json|webmanifest|txt|xml|html)$/.test(entry.name)) {
      const data = readFileSync(file)
      if (data.length < 1024) continue
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
      )
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }))
    }
  }
}

execFileSync('npx', ['react-router', 'build'], { stdio: 'inherit' })
precompress('build/client')
await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'build/node/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
writeFileSync('build/.stamp', new Date().toISOString())
console.log('Build complete: build/client, build/server, build/node')
