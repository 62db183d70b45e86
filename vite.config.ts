import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  optimizeDeps: { include: ['socket.io-client'] },
  build: {
    target: 'es2022',
    rolldownOptions: {
      // A feature's modules run nothing when imported, so what a page takes from another feature's entry
      // point (features/<name>/index.ts, issue 19 item 2) brings only what it uses, not all that the
      // entry point lists for other pages.
      treeshake: { moduleSideEffects: [{ test: /src[\\/]web[\\/]features[\\/].*\.tsx?$/, sideEffects: false }] },
      output: {
        codeSplitting: {
          // The small shared modules that pages import statically (design kit, web helpers, shared
          // constants and messages; not the zod schemas) go in one chunk instead of dozens of tiny
          // ones, each gzipped on its own: the first page loads fewer, smaller files (issue 21 item 1).
          groups: [{ name: 'frame', test: /src[\\/](web[\\/](ui|lib)|shared)[\\/](?!schemas)/, tags: ['$initial'] }],
        },
      },
    },
  },
})
