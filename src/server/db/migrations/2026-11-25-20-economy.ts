import { sql, type Kysely } from 'kysely'

/**
 * The points economy around the ledger (issue 20): purchases of point packs through a payment
 * provider, the shop's items and orders, experts' payout requests, and referrals waiting for the new
 * account's email verification. Points themselves move only through the ledger; these rows are the
 * business objects its transfers belong to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('point_purchases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('pack_id', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text', (c) => c.unique())
    .addColumn('payment_ref', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('refunded_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('point_purchases_user').on('point_purchases').columns(['user_id', 'created_at']).execute()
  await db.schema.createIndex('point_purchases_status').on('point_purchases').columns(['status', 'created_at']).execute()

  await db.schema
    .createTable('shop_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('photo_url', 'text', (c) => c.notNull())
    .addColumn('price_points', 'integer', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sizes', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('shop_items_stock_not_negative', sql`stock >= 0`)
    .execute()
  await db.schema.createIndex('shop_items_listing').on('shop_items').columns(['active', 'created_at', 'id']).execute()

  await db.schema
    .createTable('shop_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull().references('shop_items.id'))
    .addColumn('item_name', 'text', (c) => c.notNull())
    .addColumn('price_points', 'integer', (c) => c.notNull())
    .addColumn('size', 'text')
    .addColumn('shipping_address', 'text')
    .addColumn('hold_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('shop_orders_user').on('shop_orders').columns(['user_id', 'created_at', 'id']).execute()
  await db.schema.createIndex('shop_orders_status').on('shop_orders').columns(['status', 'created_at', 'id']).execute()

  await db.schema
    .createTable('payouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .execute()
  await db.schema.createIndex('payouts_user').on('payouts').columns(['user_id', 'created_at', 'id']).execute()
  await db.schema.createIndex('payouts_status').on('payouts').columns(['status', 'created_at', 'id']).execute()

  await db.schema
    .createTable('referrals')
    .addColumn('referred_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('referrer_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('credited_at', 'text')
    .execute()
  await db.schema.createIndex('referrals_referrer_credited').on('referrals').columns(['referrer_id', 'credited_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['referrals', 'payouts', 'shop_orders', 'shop_items', 'point_purchases'])
    await db.schema.dropTable(table).ifExists().execute()
}
