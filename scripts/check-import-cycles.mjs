// `npm run lint` (after ESLint): fails on an import cycle in src/ (issue 19 item 2). Two graphs:
// - modules: a cycle of static imports that run (type-only imports are erased, dynamic ones load later);
// - features: src/<side>/features/<name> importing each other in a ring, by any import, tests left out.
// The cross-feature rule (eslint-rules/feature-entry-points.js) already makes a feature import only
// another's index.ts; this catches the rings ESLint, which sees one file at a time, cannot.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const ROOT = path.resolve(import.meta.dirname, '..')
const SOURCE = /\.tsx?$/
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

function listFiles(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) listFiles(full, out)
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path.relative(ROOT, full).split(path.sep).join('/'))
  }
  return out
}

/** Every relative import of a file: { specifier, runtime } (runtime: a static import that is not type-only). */
function importsOf(file) {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(ROOT, file), 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const found = []
  const typeOnlyImport = (clause) =>
    !clause ||
    clause.isTypeOnly ||
    (!clause.name &&
      clause.namedBindings &&
      ts.isNamedImports(clause.namedBindings) &&
      clause.namedBindings.elements.length > 0 &&
      clause.namedBindings.elements.every((e) => e.isTypeOnly))
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, runtime: !(node.importClause && typeOnlyImport(node.importClause)) })
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause &&
          ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.length > 0 &&
          node.exportClause.elements.every((e) => e.isTypeOnly))
      found.push({ specifier: node.moduleSpecifier.text, runtime: !typeOnly })
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, runtime: false })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found.filter((i) => i.specifier.startsWith('.'))
}

const files = listFiles(path.join(ROOT, 'src'))
const known = new Set(files)
function resolve(from, specifier) {
  const base = path.posix.join(path.posix.dirname(from), specifier).replace(/\.js$/, '')
  return EXTENSIONS.map((ext) => base + ext).find((candidate) => known.has(candidate))
}

const featureOf = (file) => /^src\/(server|web)\/features\/([^/]+)\//.exec(file)?.slice(1, 3).join('/')
const isTest = (file) => /\.test\.tsx?$/.test(file)

const modules = new Map(files.map((f) => [f, new Set()]))
const features = new Map()
const featureEdges = new Map() // 'a -> b' → one file import that makes it
for (const file of files) {
  for (const { specifier, runtime } of importsOf(file)) {
    const target = resolve(file, specifier)
    if (!target) continue
    if (runtime) modules.get(file).add(target)
    const [from, to] = [featureOf(file), featureOf(target)]
    if (!from || !to || from === to || isTest(file)) continue
    if (!features.has(from)) features.set(from, new Set())
    features.get(from).add(to)
    if (!featureEdges.has(`${from} -> ${to}`)) featureEdges.set(`${from} -> ${to}`, `${file} imports ${target}`)
  }
}

/** Strongly connected components of more than one node (Tarjan, iterative: the graph is deep). */
function rings(graph) {
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const found = []
  let next = 0
  for (const start of graph.keys()) {
    if (index.has(start)) continue
    const work = [[start, [...(graph.get(start) ?? [])], 0]]
    index.set(start, next)
    low.set(start, next++)
    stack.push(start)
    onStack.add(start)
    while (work.length > 0) {
      const frame = work.at(-1)
      const [node, edges] = frame
      if (frame[2] < edges.length) {
        const target = edges[frame[2]++]
        if (!index.has(target)) {
          index.set(target, next)
          low.set(target, next++)
          stack.push(target)
          onStack.add(target)
          work.push([target, [...(graph.get(target) ?? [])], 0])
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)))
        continue
      }
      work.pop()
      if (work.length > 0) low.set(work.at(-1)[0], Math.min(low.get(work.at(-1)[0]), low.get(node)))
      if (low.get(node) === index.get(node)) {
        const ring = []
        let member
        do {
          member = stack.pop()
          onStack.delete(member)
          ring.push(member)
        } while (member !== node)
        if (ring.length > 1) found.push(ring.sort())
      }
    }
  }
  return found
}

/** One cycle through the ring, as a readable path: a shortest way from its first member back to it. */
function cycleIn(graph, ring) {
  const members = new Set(ring)
  const [start] = ring
  const previous = new Map([[start, null]])
  const queue = [start]
  while (queue.length > 0) {
    const node = queue.shift()
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue
      if (target === start) {
        const way = [start]
        for (let at = node; at !== start; at = previous.get(at)) way.splice(1, 0, at)
        return [...way, start]
      }
      if (!previous.has(target)) {
        previous.set(target, node)
        queue.push(target)
      }
    }
  }
  return ring
}

let failed = false
for (const ring of rings(modules)) {
  failed = true
  console.error(`Import cycle (${ring.length} modules):\n  ${cycleIn(modules, ring).join('\n  -> ')}\n`)
}
for (const ring of rings(features)) {
  failed = true
  const cycle = cycleIn(features, ring)
  console.error(`Feature cycle: ${cycle.join(' -> ')}`)
  for (let i = 0; i < cycle.length - 1; i++) console.error(`  ${featureEdges.get(`${cycle[i]} -> ${cycle[i + 1]}`)}`)
  console.error(
    "  Cut it: one side listens to the other's bus event, receives its service from the composition root, or the page that needs both composes them.\n",
  )
}
if (failed) process.exit(1)
console.log(`No import cycles (${files.length} modules, ${features.size} features).`)
