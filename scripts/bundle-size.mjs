// Bundle-size budgets (issue 21 item 1), read from the production build's React Router manifest:
// - every page a visitor can open first (entry + root + the page's routes and every chunk they
//   import) at most FIRST_PAGE_BUDGET of gzip script: every route with a component except those
//   under a signed-in-only layout (SIGNED_IN_LAYOUTS), which keep only the route budget;
// - each route's own chunks at most ROUTE_BUDGET gzip: its module and every chunk it loads that the
//   frame (entry + root) does not already load.
// Prints a table; exits 1 naming each chunk over its budget. Sizes only, never timings.
// `node scripts/bundle-size.mjs [buildDir]` (after `npm run build`).
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export const FIRST_PAGE_BUDGET = 150 * 1024
export const ROUTE_BUDGET = 50 * 1024
/** Layout routes whose pages only signed-in people see (routes.ts): /profile, /chat, /settings…, /admin. */
export const SIGNED_IN_LAYOUTS = ['routes/protected', 'routes/admin']

/** The manifest React Router writes into the client build (window.__reactRouterManifest = {...}). */
export function readManifest(clientDir) {
  const assets = path.join(clientDir, 'assets')
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name))
  if (!file) throw new Error(`no React Router manifest in ${assets}: run npm run build first`)
  const text = readFileSync(path.join(assets, file), 'utf8')
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1))
}

export function gzipSizer(clientDir) {
  const cache = new Map()
  return (url) => {
    if (!cache.has(url)) cache.set(url, gzipSync(readFileSync(path.join(clientDir, url)), { level: 9 }).length)
    return cache.get(url)
  }
}

/** Every script a page with these route ids loads up front (modules and their static imports). */
export function pageScripts(manifest, routeIds) {
  const urls = new Set([manifest.url, manifest.entry.module, ...manifest.entry.imports])
  for (const id of routeIds) {
    const route = manifest.routes[id]
    if (!route) throw new Error(`no route ${id} in the manifest`)
    urls.add(route.module)
    for (const url of route.imports ?? []) urls.add(url)
  }
  urls.delete(undefined)
  return [...urls]
}

/** Route ids from the root down to this one. */
export function routeChain(manifest, id) {
  const chain = []
  for (let current = manifest.routes[id]; current; current = manifest.routes[current.parentId]) chain.unshift(current.id)
  return chain
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/** The pages a visitor can open first: routes with a component, outside the signed-in-only layouts. */
export function visitorRoutes(manifest) {
  return Object.values(manifest.routes)
    .filter((route) => route.id !== 'root' && route.hasDefaultExport !== false)
    .filter((route) => !routeChain(manifest, route.id).some((id) => SIGNED_IN_LAYOUTS.includes(id)))
    .map((route) => route.id)
}

export function checkBudgets(clientDir) {
  const manifest = readManifest(clientDir)
  const size = gzipSizer(clientDir)
  const problems = []
  const firstPage = pageScripts(manifest, routeChain(manifest, 'routes/home'))
  const firstTotal = firstPage.reduce((sum, url) => sum + size(url), 0)
  const visitors = new Set(visitorRoutes(manifest))
  const lines = [
    `first page (/): ${kb(firstTotal)} gzip script in ${firstPage.length} files; every visitor page (*) at most ${kb(FIRST_PAGE_BUDGET)}`,
  ]
  const frame = new Set(pageScripts(manifest, ['root']))
  const rows = Object.values(manifest.routes).map((route) => {
    const scripts = pageScripts(manifest, routeChain(manifest, route.id))
    const ownScripts = scripts.filter((url) => !frame.has(url) || url === route.module)
    const own = ownScripts.reduce((sum, url) => sum + size(url), 0)
    const page = scripts.reduce((sum, url) => sum + size(url), 0)
    if (visitors.has(route.id) && page > FIRST_PAGE_BUDGET) {
      const biggest = scripts
        .sort((a, b) => size(b) - size(a))
        .slice(0, 5)
        .map((url) => `${url} ${kb(size(url))}`)
      problems.push(
        `first page (/${route.path ?? ''}) loads ${kb(page)} of gzip script, over the ${kb(FIRST_PAGE_BUDGET)} budget; largest: ${biggest.join(', ')}`,
      )
    }
    if (own > ROUTE_BUDGET) {
      const biggest = ownScripts
        .sort((a, b) => size(b) - size(a))
        .slice(0, 3)
        .map((url) => `${url} ${kb(size(url))}`)
      problems.push(
        `route ${route.id} (${route.module}) adds ${kb(own)} of gzip script to the frame, over the ${kb(ROUTE_BUDGET)} budget; largest: ${biggest.join(', ')}`,
      )
    }
    return { route: route.id, visitor: visitors.has(route.id), own, page }
  })
  rows.sort((a, b) => b.page - a.page)
  lines.push('route                              own chunks   page total (gzip)')
  for (const row of rows)
    lines.push(`${(row.visitor ? '* ' : '  ') + row.route}`.padEnd(36) + `${kb(row.own).padStart(9)}   ${kb(row.page).padStart(9)}`)
  return { lines, problems, firstTotal, rows }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDir = path.join(process.argv[2] ?? 'build', 'client')
  const { lines, problems } = checkBudgets(clientDir)
  console.log(lines.join('\n'))
  if (problems.length > 0) {
    console.error(`\nBundle budget crossed:\n- ${problems.join('\n- ')}`)
    process.exit(1)
  }
  console.log('\nBundle budgets kept.')
}
