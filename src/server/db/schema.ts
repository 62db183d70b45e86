import type { AssistantTables } from '../features/assistant/assistant.tables'
import type { AuthTables } from './auth.tables'
import type { CallsTables } from '../features/calls/calls.tables'
import type { CoreTables } from './core.tables'
import type { ChatTables } from '../features/chat/chat.tables'
import type { ContactsTables } from '../features/contacts/contacts.tables'
import type { ContentTables } from '../features/content/content.tables'
import type { ExpertsTables } from '../features/experts/experts.tables'
import type { LedgerTables } from '../features/ledger/ledger.tables'
import type { ConsultationsTables } from '../features/consultations/consultations.tables'
import type { PushTables } from '../features/push/push.tables'
import type { RatingsTables } from '../features/ratings/ratings.tables'
import type { PaymentsTables } from '../features/payments/payments.tables'
import type { ShopTables } from '../features/shop/shop.tables'
import type { PayoutsTables } from '../features/payouts/payouts.tables'
import type { ReferralsTables } from '../features/referrals/referrals.tables'
import type { NotificationsTables } from '../features/notifications/notifications.tables'

/** The whole database as Kysely sees it: each feature adds its tables' interface here. */
export interface DB
  extends
    AuthTables,
    CoreTables,
    ContentTables,
    ChatTables,
    ContactsTables,
    ExpertsTables,
    AssistantTables,
    CallsTables,
    RatingsTables,
    PushTables,
    PaymentsTables,
    ShopTables,
    PayoutsTables,
    ReferralsTables,
    LedgerTables,
    ConsultationsTables,
    NotificationsTables {}
