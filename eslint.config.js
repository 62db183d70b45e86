import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const MODULE_STATE =
  'No mutable module-level state on the server: build it in the feature factory (features/<name>/<name>.feature.ts) or the composition root (server.ts), and close it there (issue 19 item 1).'
const moduleState = (declaration) => [
  `Program > ${declaration}[kind=/^(let|var)$/]`,
  `Program > ${declaration} > VariableDeclarator > NewExpression[callee.name=/^(Map|WeakMap|Set|WeakSet)$/][arguments.length=0]`,
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
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[...moduleState('VariableDeclaration'), ...moduleState('ExportNamedDeclaration > VariableDeclaration')].map((selector) => ({
          selector,
          message: MODULE_STATE,
        })),
        {
          selector: "TSNonNullExpression > MemberExpression.expression[property.name='user'][object.property.name='var']",
          message: 'Put requireUser (or another guard typed AuthedEnv) before the handler: it narrows c.var.user (issue 19 item 4).',
        },
      ],
    },
  },
)
