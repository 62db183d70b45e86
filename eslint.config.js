import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import tio from './eslint-rules/index.js'
import { READ_ALLOWANCES, SHARED_READS, TABLE_OWNERS } from './eslint-rules/table-owners.js'

const MODULE_STATE =
  'No mutable module-level state on the server: build it in the feature factory (features/<name>/<name>.feature.ts) or the composition root (server.ts), and close it there (issue 19 item 1).'
const moduleState = (declaration) => [
  `Program > ${declaration}[kind=/^(let|var)$/]`,
  `Program > ${declaration} > VariableDeclarator > NewExpression[callee.name=/^(Map|WeakMap|Set|WeakSet)$/][arguments.length=0]`,
]

const moduleStateSelectors = [...moduleState('VariableDeclaration'), ...moduleState('ExportNamedDeclaration > VariableDeclaration')].map(
  (selector) => ({
    selector,
    message: MODULE_STATE,
  }),
)
const transactionSelectors = [
  {
    selector: "CallExpression[callee.property.name='transaction'][arguments.length=0]",
    message:
      'Open transactions with inTransaction (src/server/db/transaction.ts): socket emits, bus publishes and mail go to its afterCommit, so they run only once the writes are committed (issue 19 item 5).',
  },
]

export default tseslint.config(
  { ignores: ['build/', 'node_modules/', '.react-router/', 'test-results/', 'playwright-report/', 'public/', 'bench/.out/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'The web side talks to the server over HTTP only.' }] },
      ],
    },
  },
  {
    files: ['src/server/**', 'tests/**', 'bench/**', 'scripts/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', '**/server/**', '**/web/**'], message: 'src/shared runs on both sides.' }] },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts', 'src/shared/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { tio },
    rules: {
      'tio/no-module-state': 'error',
      'no-restricted-syntax': [
        'error',
        ...moduleStateSelectors,
        ...transactionSelectors,
        {
          selector: "TSNonNullExpression > MemberExpression.expression[property.name='user'][object.property.name='var']",
          message: 'Put requireUser (or another guard typed AuthedEnv) before the handler: it narrows c.var.user (issue 19 item 4).',
        },
      ],
    },
  },
  {
    // The one place a transaction is opened (its effects run after the commit).
    files: ['src/server/db/transaction.ts'],
    rules: { 'no-restricted-syntax': ['error', ...moduleStateSelectors] },
  },
  {
    files: ['src/server/features/**', 'src/web/features/**'],
    plugins: { tio },
    rules: { 'tio/feature-entry-points': 'error' },
  },
  {
    files: ['src/server/features/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { tio },
    rules: { 'tio/table-ownership': ['error', { owners: TABLE_OWNERS, sharedReads: SHARED_READS, readAllowances: READ_ALLOWANCES }] },
  },
)
