import { sql, type Kysely } from 'kysely'

/**
 * The Tio-Points ledger (issue 23, docs/ledger.md): accounts with balances, append-only transfers
 * (unique idempotency reference), their postings and holds. Moves every row of point_transactions
 * into it (the platform paid each bonus into the person's bonus pocket; the reference becomes
 * `<old reference>:<user id>`, the form the services use) and drops the old table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text')
    .addColumn('pocket', 'text', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('ledger_accounts_user').on('ledger_accounts').column('user_id').execute()

  await db.schema
    .createTable('ledger_transfers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('object_type', 'text')
    .addColumn('object_id', 'text')
    .addColumn('hold_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('ledger_transfers_hold').on('ledger_transfers').column('hold_id').execute()
  await db.schema.createIndex('ledger_transfers_object').on('ledger_transfers').columns(['object_type', 'object_id']).execute()

  await db.schema
    .createTable('ledger_postings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('transfer_id', 'text', (c) => c.notNull().references('ledger_transfers.id'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('user_id', 'text')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('ledger_postings_transfer').on('ledger_postings').column('transfer_id').execute()
  await db.schema.createIndex('ledger_postings_account').on('ledger_postings').column('account_id').execute()
  await db.schema
    .createIndex('ledger_postings_user_recent')
    .on('ledger_postings')
    .columns(['user_id', 'created_at', 'transfer_id'])
    .execute()

  await db.schema
    .createTable('ledger_holds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('from_bonus', 'bigint', (c) => c.notNull())
    .addColumn('from_bought', 'bigint', (c) => c.notNull())
    .addColumn('from_earned', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('posted_amount', 'bigint')
    .addColumn('object_type', 'text')
    .addColumn('object_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .execute()
  await db.schema.createIndex('ledger_holds_user_status').on('ledger_holds').columns(['user_id', 'status']).execute()
  await db.schema.createIndex('ledger_holds_object').on('ledger_holds').columns(['object_type', 'object_id']).execute()

  const now = new Date().toISOString()
  await sql`insert into ledger_accounts (id, user_id, pocket, balance, created_at)
    values ('platform', null, 'platform', 0, ${now}), ('world', null, 'world', 0, ${now}), ('escrow', null, 'escrow', 0, ${now})`.execute(
    db,
  )
  await sql`insert into ledger_accounts (id, user_id, pocket, balance, created_at)
    select 'u:' || u.user_id || ':' || p.pocket, u.user_id, p.pocket, 0, ${now}
    from (select distinct user_id from point_transactions) u
    cross join (select 'bonus' as pocket union all select 'bought' union all select 'earned') p`.execute(db)
  await sql`insert into ledger_transfers (id, reference, kind, amount, reason, object_type, object_id, hold_id, created_at)
    select id, reference || ':' || user_id,
      case when amount < 0 then 'correction' when reason = 'signup' then 'bonus' when reason like 'referral%' then 'referral' else 'correction' end,
      abs(amount), reason, null, null, null, created_at
    from point_transactions`.execute(db)
  await sql`insert into ledger_postings (id, transfer_id, account_id, user_id, amount, created_at)
    select id || ':u', id, 'u:' || user_id || ':bonus', user_id, amount, created_at from point_transactions`.execute(db)
  await sql`insert into ledger_postings (id, transfer_id, account_id, user_id, amount, created_at)
    select id || ':p', id, 'platform', null, -amount, created_at from point_transactions`.execute(db)
  await sql`update ledger_accounts set balance = (select coalesce(sum(p.amount), 0) from ledger_postings p where p.account_id = ledger_accounts.id)`.execute(
    db,
  )
  await db.schema.dropTable('point_transactions').execute()
}

/** Back to point_transactions: each person's postings become rows again (holds and system accounts are lost). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('point_transactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('point_transactions_user_reference', ['user_id', 'reference'])
    .execute()
  await sql`insert into point_transactions (id, user_id, amount, reason, reference, created_at)
    select p.id, p.user_id, p.amount, t.reason, t.reference, p.created_at
    from ledger_postings p join ledger_transfers t on t.id = p.transfer_id
    where p.user_id is not null and exists (select 1 from ${sql.table('user')} u where u.id = p.user_id)`.execute(db)
  for (const table of ['ledger_holds', 'ledger_postings', 'ledger_transfers', 'ledger_accounts'])
    await db.schema.dropTable(table).ifExists().execute()
}
