import { featureOf } from './feature-of.js'

const WRITES = new Set(['insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto'])
const RAW_WRITE = /^\s*(?:insert\s+into|update|delete\s+from)\s+("?)([A-Za-z_][\w]*)\1/i
const RAW_WRITE_BEFORE_TABLE = /^\s*(?:insert\s+into|update|delete\s+from)\s*$/i

/** 'expert_applications as a' → 'expert_applications' */
const tableName = (text) => text.trim().split(/\s+/)[0]

const literal = (node) => (node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined)

/** sql.table('name') → 'name' */
function sqlTable(node) {
  if (node?.type !== 'CallExpression' || node.callee.type !== 'MemberExpression') return undefined
  return node.callee.object.type === 'Identifier' && node.callee.object.name === 'sql' && node.callee.property.name === 'table'
    ? literal(node.arguments[0])
    : undefined
}

/**
 * Each table is written by one server feature (issue 19 item 2): a feature that needs to change
 * another feature's table calls that feature's service, which also announces the change. The map
 * { table: feature } is the rule's option (eslint-rules/table-owners.js); a table a feature writes
 * must be in it.
 */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'A server feature writes (insertInto, updateTable, deleteFrom) only the tables it owns.' },
    schema: [
      {
        type: 'object',
        properties: { owners: { type: 'object', additionalProperties: { type: 'string' } } },
        required: ['owners'],
        additionalProperties: false,
      },
    ],
    messages: {
      foreign:
        "The {{owner}} feature owns table '{{table}}': {{feature}} must not write it; call the {{owner}} feature's service (its index.ts) instead.",
      unowned: "Table '{{table}}' has no owner: add it to eslint-rules/table-owners.js (the feature that alone writes it).",
    },
  },
  create(context) {
    const own = featureOf(context.filename)
    if (!own || own.side !== 'server') return {}
    const owners = context.options[0].owners
    const check = (node, table) => {
      if (!table) return
      const owner = Object.hasOwn(owners, table) ? owners[table] : undefined
      if (owner === undefined) context.report({ node, messageId: 'unowned', data: { table } })
      else if (owner !== own.name) context.report({ node, messageId: 'foreign', data: { table, owner, feature: own.name } })
    }
    return {
      CallExpression(node) {
        const callee = node.callee
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier' || !WRITES.has(callee.property.name)) return
        const table = literal(node.arguments[0])
        if (table) check(node, tableName(table))
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return
        const first = node.quasi.quasis[0].value.cooked ?? ''
        const raw = RAW_WRITE.exec(first)
        if (raw) check(node, raw[2])
        else if (RAW_WRITE_BEFORE_TABLE.test(first)) check(node, sqlTable(node.quasi.expressions[0]))
      },
    }
  },
}
