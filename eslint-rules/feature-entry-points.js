import path from 'node:path'
import { featureOf } from './feature-of.js'

const ENTRY = /^(index(\.tsx?)?)?$/

/**
 * A feature may use another feature only through its public entry point, features/<name>/index.ts
 * (issue 19 item 2): what the other feature exports there is its contract; the rest is its own.
 */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Import another feature only through its entry point (features/<name>/index.ts), never its internals.' },
    schema: [],
    messages: {
      internals:
        "'{{source}}' is inside the {{other}} feature: import its entry point ('{{entry}}', features/{{other}}/index.ts) and export there what {{own}} needs.",
    },
  },
  create(context) {
    const own = featureOf(context.filename)
    if (!own) return {}
    const check = (node) => {
      const source = node?.value
      if (typeof source !== 'string' || !source.startsWith('.')) return
      const target = featureOf(path.resolve(path.dirname(context.filename), source))
      if (!target || target.side !== own.side || target.name === own.name || ENTRY.test(target.rest)) return
      const entry = path.relative(
        path.dirname(context.filename),
        path.resolve(path.dirname(context.filename), source, path.relative(target.rest, '')),
      )
      context.report({
        node,
        messageId: 'internals',
        data: { source, other: target.name, own: own.name, entry: entry.split(path.sep).join('/') },
      })
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}
