/**
 * No feature state at module level on the server (issue 19 item 1). A module-level binding may hold
 * a constant, never state that lives as long as the process and leaks between servers and tests.
 * eslint.config.js forbids `let`/`var` and empty `new Map/Set/WeakMap/WeakSet()` by selector; this
 * rule adds what a selector cannot see:
 * - empty array and object literals (only useful to be filled);
 * - a `const` that a function of the module mutates: `x.set()`, `x.push()`, `x.clear()`, `x.k = …`,
 *   `x[k] = …`, `delete x.k`, `x.n++`, `Object.assign(x, …)`;
 * - a promise made at module load (`new Promise`, `.then()`, `Promise.all/resolve`), a result kept
 *   for the life of the process.
 * Build such state in the feature factory or the composition root (server.ts), and close it there.
 */
const MUTATORS = new Set([
  'set',
  'add',
  'delete',
  'clear',
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
])
const EMPTY_COLLECTIONS = new Set(['Map', 'WeakMap', 'Set', 'WeakSet'])
const MESSAGE =
  'No mutable module-level state on the server ({{what}}): build it in the feature factory (features/<name>/<name>.feature.ts) or the composition root (server.ts), and close it there (issue 19 item 1).'

/** The outermost member expression of `x.a.b` that starts at the identifier `x`. */
function memberChainTop(node) {
  let top = node
  while (top.parent?.type === 'MemberExpression' && top.parent.object === top) top = top.parent
  return top
}

function mutation(identifier) {
  const parent = identifier.parent
  if (parent?.type === 'CallExpression' && parent.arguments[0] === identifier) {
    const callee = parent.callee
    if (
      callee.type === 'MemberExpression' &&
      callee.object.name === 'Object' &&
      ['assign', 'defineProperty', 'setPrototypeOf'].includes(callee.property.name)
    )
      return `Object.${callee.property.name}()`
  }
  if (parent?.type !== 'MemberExpression' || parent.object !== identifier) return undefined
  const top = memberChainTop(identifier)
  const context = top.parent
  if (context?.type === 'AssignmentExpression' && context.left === top) return 'assigned to a property'
  if (context?.type === 'UpdateExpression') return 'a property incremented'
  if (context?.type === 'UnaryExpression' && context.operator === 'delete') return 'a property deleted'
  // x.set(…), x.items.push(…): a mutating method called on the binding or on something it holds.
  if (
    top.type === 'MemberExpression' &&
    context?.type === 'CallExpression' &&
    context.callee === top &&
    !top.computed &&
    MUTATORS.has(top.property.name)
  ) {
    return `.${top.property.name}() called`
  }
  return undefined
}

function isPromise(init) {
  if (!init) return false
  if (init.type === 'NewExpression' && init.callee.name === 'Promise') return true
  if (init.type === 'CallExpression' && init.callee.type === 'MemberExpression') {
    const { object, property } = init.callee
    if (object.name === 'Promise') return true
    if (['then', 'catch', 'finally'].includes(property.name)) return true
  }
  return false
}

const isEmptyLiteral = (init) =>
  (init?.type === 'ArrayExpression' && init.elements.length === 0) || (init?.type === 'ObjectExpression' && init.properties.length === 0)
/** Reported by the selector in eslint.config.js already. */
const isEmptyCollection = (init) => init?.type === 'NewExpression' && EMPTY_COLLECTIONS.has(init.callee.name) && init.arguments.length === 0

export default {
  meta: { type: 'problem', docs: { description: 'forbid mutable module-level state' }, schema: [], messages: { state: MESSAGE } },
  create(context) {
    const report = (node, what) => context.report({ node, messageId: 'state', data: { what } })
    const check = (declaration) => {
      // let and var: the selector in eslint.config.js.
      if (declaration.kind !== 'const') return
      for (const declarator of declaration.declarations) {
        const init =
          declarator.init?.type === 'TSAsExpression' || declarator.init?.type === 'TSSatisfiesExpression'
            ? declarator.init.expression
            : declarator.init
        if (isEmptyLiteral(init)) report(declarator, 'an empty container at module level')
        else if (isPromise(init)) report(declarator, 'a promise made at module load')
        else if (!isEmptyCollection(init)) {
          for (const variable of context.sourceCode.getDeclaredVariables(declarator)) {
            for (const reference of variable.references) {
              // Statements of the module itself run once, at load: that builds a constant, not state.
              if (reference.from.variableScope.type === 'module' || reference.from.variableScope.type === 'global') continue
              const how = mutation(reference.identifier)
              if (how) {
                report(declarator, `${variable.name} is mutated: ${how} on line ${reference.identifier.loc.start.line}`)
                break
              }
            }
          }
        }
      }
    }
    return {
      'Program > VariableDeclaration': check,
      'Program > ExportNamedDeclaration > VariableDeclaration': check,
    }
  },
}
