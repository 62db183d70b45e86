import { featureOf } from './feature-of.js'

const WRITES = new Set(['insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto'])
const READS = new Set([
  'selectFrom',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'crossJoinLateral',
  'using',
])
const RAW_READ = /(?<!delete\s+)\b(?:from|join)\s+("?)([A-Za-z_][\w]*)\1/gi
const RAW_READ_BEFORE_TABLE = /(?<!delete\s+)\b(?:from|join)\s*$/i
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

/** selectFrom('a') / selectFrom(['a as x', 'b']) → ['a'] / ['a', 'b'] */
function tablesOf(node) {
  if (node?.type === 'ArrayExpression') return node.elements.map(literal).filter(Boolean).map(tableName)
  const one = literal(node)
  return one ? [tableName(one)] : []
}

/**
 * Each table is written by one server feature, and read only by it (issue 19 item 2): a feature that
 * needs to change another feature's table, or to know what it holds, calls that feature's service (its
 * index.ts), which also announces changes on the bus. The map { table: feature } is the rule's option
 * (eslint-rules/table-owners.js); a table a feature writes must be in it. `sharedReads` lists tables
 * every feature may read; `readAllowances` { feature or 'feature/file.ts': [table] } the documented
 * foreign reads.
 * A read of a name not in the map (a CTE, a subquery alias) is not checked.
 */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'A server feature writes (insertInto, updateTable, deleteFrom) only the tables it owns.' },
    schema: [
      {
        type: 'object',
        properties: {
          owners: { type: 'object', additionalProperties: { type: 'string' } },
          sharedReads: { type: 'array', items: { type: 'string' } },
          readAllowances: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        },
        required: ['owners'],
        additionalProperties: false,
      },
    ],
    messages: {
      foreign:
        "The {{owner}} feature owns table '{{table}}': {{feature}} must not write it; call the {{owner}} feature's service (its index.ts) instead.",
      foreignRead:
        "The {{owner}} feature owns table '{{table}}': {{feature}} must not read it; call a read function exported by src/server/features/{{owner}}/index.ts instead (or document an allowance in eslint-rules/table-owners.js).",
      unowned: "Table '{{table}}' has no owner: add it to eslint-rules/table-owners.js (the feature that alone writes it).",
    },
  },
  create(context) {
    const own = featureOf(context.filename)
    if (!own || own.side !== 'server') return {}
    const { owners, sharedReads = [], readAllowances = {} } = context.options[0]
    const allowancesOf = (key) => (Object.hasOwn(readAllowances, key) ? readAllowances[key] : [])
    const allowed = new Set([...sharedReads, ...allowancesOf(own.name), ...allowancesOf(`${own.name}/${own.rest}`)])
    const checkRead = (node, table) => {
      const owner = Object.hasOwn(owners, table) ? owners[table] : undefined
      if (owner === undefined || owner === own.name || allowed.has(table)) return
      context.report({ node, messageId: 'foreignRead', data: { table, owner, feature: own.name } })
    }
    const check = (node, table) => {
      if (!table) return
      const owner = Object.hasOwn(owners, table) ? owners[table] : undefined
      if (owner === undefined) context.report({ node, messageId: 'unowned', data: { table } })
      else if (owner !== own.name) context.report({ node, messageId: 'foreign', data: { table, owner, feature: own.name } })
    }
    return {
      CallExpression(node) {
        const callee = node.callee
        // selectFrom taken from an expression builder ({ selectFrom }) => exists(selectFrom('t')) reads too.
        if (callee.type === 'Identifier' && callee.name === 'selectFrom') {
          for (const table of tablesOf(node.arguments[0])) checkRead(node, table)
          return
        }
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return
        const method = callee.property.name
        if (WRITES.has(method)) {
          const table = literal(node.arguments[0])
          if (table) check(node, tableName(table))
        } else if (READS.has(method)) {
          for (const table of tablesOf(node.arguments[0])) checkRead(node, table)
        }
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return
        const first = node.quasi.quasis[0].value.cooked ?? ''
        const raw = RAW_WRITE.exec(first)
        if (raw) check(node, raw[2])
        else if (RAW_WRITE_BEFORE_TABLE.test(first)) check(node, sqlTable(node.quasi.expressions[0]))
        node.quasi.quasis.forEach((quasi, i) => {
          const text = quasi.value.cooked ?? ''
          for (const match of text.matchAll(RAW_READ)) checkRead(node, match[2])
          if (RAW_READ_BEFORE_TABLE.test(text)) {
            const table = sqlTable(node.quasi.expressions[i])
            if (table) checkRead(node, table)
          }
        })
      },
    }
  },
}
