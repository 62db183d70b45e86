// Builds the web app (React Router: client assets + server render bundle) and the Node server.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { build } from 'esbuild'

execFileSync('npx', ['react-router', 'build'], { stdio: 'inherit' })
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
