import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, it } from 'vitest'
import featureEntryPoints from './feature-entry-points.js'
import tableOwnership from './table-ownership.js'

RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } })

const CHAT = '/repo/src/web/features/chat/components/composer.tsx'
const SERVER_CHAT = '/repo/src/server/features/chat/chat.service.ts'

tester.run('tio/feature-entry-points (issue 19 item 2)', featureEntryPoints, {
  valid: [
    { filename: CHAT, code: "import { UploadControl } from '../../uploads'" },
    { filename: CHAT, code: "import { UploadControl } from '../../uploads/index.ts'" },
    { filename: CHAT, code: "import { time } from './time'; import { useChatLive } from '../hooks/use-chat-live'" },
    { filename: CHAT, code: "import { Button } from '../../../ui/button'" },
    { filename: SERVER_CHAT, code: "import { requireNotBlocked } from '../contacts'; export { spend } from '../ledger'" },
    // Outside any feature (routes, the composition root) anything may be imported.
    { filename: '/repo/src/server/features/index.ts', code: "import { createChatFeature } from './chat/chat.feature'" },
    { filename: '/repo/src/web/app/routes/chat.tsx', code: "import { ChatPage } from '../../features/chat/chat-page'" },
  ],
  invalid: [
    {
      filename: CHAT,
      code: "import { useUpload } from '../../uploads/hooks/use-upload'",
      errors: [
        {
          messageId: 'internals',
          data: { source: '../../uploads/hooks/use-upload', other: 'uploads', own: 'chat', entry: '../../uploads' },
        },
      ],
    },
    {
      filename: SERVER_CHAT,
      code: "export { requireNotBlocked } from '../contacts/contacts.service'",
      errors: [{ messageId: 'internals' }],
    },
    { filename: SERVER_CHAT, code: "export * from '../contacts/contacts.service'", errors: [{ messageId: 'internals' }] },
    { filename: CHAT, code: "const Page = () => import('../../calls/components/call-card')", errors: [{ messageId: 'internals' }] },
    { filename: CHAT, code: "import type { Upload } from '../../uploads/hooks/use-upload'", errors: [{ messageId: 'internals' }] },
  ],
})

const owners = { messages: 'chat', push_subscriptions: 'push', expert_applications: 'experts' }
tester.run('tio/table-ownership (issue 19 item 2)', tableOwnership, {
  valid: [
    { filename: SERVER_CHAT, options: [{ owners }], code: "db.insertInto('messages').values(row); trx.deleteFrom('messages as m')" },
    { filename: SERVER_CHAT, options: [{ owners }], code: "db.selectFrom('messages as m').innerJoin('cte', 'cte.id', 'm.id')" },
    // Shared tables, and documented allowances of a feature or of one file, may be read.
    { filename: SERVER_CHAT, options: [{ owners, sharedReads: ['user'] }], code: "db.selectFrom('user').select('name')" },
    {
      filename: SERVER_CHAT,
      options: [{ owners, readAllowances: { chat: ['push_subscriptions'] } }],
      code: "db.selectFrom('messages').leftJoin('push_subscriptions as p', 'p.user_id', 'receiver_id')",
    },
    {
      filename: SERVER_CHAT,
      options: [{ owners, readAllowances: { 'chat/chat.service.ts': ['push_subscriptions'] } }],
      code: "db.selectFrom(['push_subscriptions', 'messages'])",
    },
    { filename: '/repo/src/server/seed/demo.ts', options: [{ owners }], code: "db.selectFrom('push_subscriptions').selectAll()" },
    // Code outside the features (migrations, seeds) is not checked.
    { filename: '/repo/src/server/seed/demo.ts', options: [{ owners }], code: "db.insertInto('expert_applications').values(rows)" },
  ],
  invalid: [
    {
      filename: SERVER_CHAT,
      options: [{ owners }],
      code: "db.selectFrom('push_subscriptions').selectAll()",
      errors: [{ messageId: 'foreignRead', data: { table: 'push_subscriptions', owner: 'push', feature: 'chat' } }],
    },
    {
      filename: SERVER_CHAT,
      options: [{ owners, readAllowances: { 'chat/other.ts': ['expert_applications'] } }],
      code: "db.selectFrom('messages as m').innerJoin('expert_applications as e', 'e.user_id', 'm.sender_id')",
      errors: [{ messageId: 'foreignRead', data: { table: 'expert_applications', owner: 'experts', feature: 'chat' } }],
    },
    {
      filename: SERVER_CHAT,
      options: [{ owners }],
      code: "db.selectFrom(['messages', 'push_subscriptions as p'])",
      errors: [{ messageId: 'foreignRead' }],
    },
    {
      // A subquery through the expression builder's selectFrom.
      filename: SERVER_CHAT,
      options: [{ owners }],
      code: "db.selectFrom('messages as m').where(({ exists, selectFrom }) => exists(selectFrom('expert_applications as e').select('e.user_id')))",
      errors: [{ messageId: 'foreignRead', data: { table: 'expert_applications', owner: 'experts', feature: 'chat' } }],
    },
    {
      filename: SERVER_CHAT,
      options: [{ owners }],
      code: 'sql`select m.id from messages m join push_subscriptions p on p.user_id = m.receiver_id`',
      errors: [{ messageId: 'foreignRead', data: { table: 'push_subscriptions', owner: 'push', feature: 'chat' } }],
    },
    {
      filename: SERVER_CHAT,
      options: [{ owners }],
      code: "sql`select * from ${sql.table('expert_applications')}`",
      errors: [{ messageId: 'foreignRead' }],
    },
    {
      filename: SERVER_CHAT,
      options: [{ owners }],
      code: "await trx.updateTable('expert_applications').set({ rating: 5 })",
      errors: [{ messageId: 'foreign', data: { table: 'expert_applications', owner: 'experts', feature: 'chat' } }],
    },
    {
      filename: SERVER_CHAT,
      options: [{ owners }],
      code: "db.deleteFrom('push_subscriptions as s').where('s.id', '=', id)",
      errors: [{ messageId: 'foreign' }],
    },
    {
      filename: SERVER_CHAT,
      options: [{ owners }],
      code: "db.insertInto('unknown_table').values({})",
      errors: [{ messageId: 'unowned', data: { table: 'unknown_table' } }],
    },
    {
      filename: SERVER_CHAT,
      options: [{ owners }],
      code: "sql`delete from ${sql.table('push_subscriptions')} where id = ${id}`",
      errors: [{ messageId: 'foreign' }],
    },
    {
      filename: SERVER_CHAT,
      options: [{ owners }],
      code: 'sql`update expert_applications set rating = ${r}`',
      errors: [{ messageId: 'foreign' }],
    },
  ],
})
