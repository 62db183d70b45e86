import type { AuthTables } from './auth.tables'
import type { CoreTables } from './core.tables'

/** The whole database as Kysely sees it: each feature adds its tables' interface here. */
export interface DB extends AuthTables, CoreTables {}
