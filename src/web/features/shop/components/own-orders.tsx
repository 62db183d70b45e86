import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ShopOrder } from '../../../../shared/schemas/shop'
import { SHOP_MESSAGES } from '../../../../shared/schemas/shop-text'
import { getErrorMessage } from '../../../../shared/messages'
import { ME_QUERY_KEY } from '../../../lib/session'
import { useCursorPages } from '../../../lib/use-cursor-pages'
import { Badge } from '../../../ui/badge'
import { Button } from '../../../ui/button'
import { PagedList } from '../../../ui/paged-list'
import { useToast } from '../../../ui/toast'
import { SHOP_KEYS, cancelOwnOrder, fetchOwnOrders } from '../shop-api'

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })
const TONE = { placed: 'brand', fulfilled: 'success', cancelled: 'neutral' } as const

function OrdersList() {
  const client = useQueryClient()
  const { toast } = useToast()
  const query = useCursorPages(SHOP_KEYS.orders, fetchOwnOrders)
  const cancel = useMutation({
    mutationFn: (order: ShopOrder) => cancelOwnOrder(order.id),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['shop'] })
      void client.invalidateQueries({ queryKey: ME_QUERY_KEY })
    },
    onError: (e) => toast({ tone: 'error', title: getErrorMessage(e) }),
  })
  return (
    <PagedList
      query={query}
      items={(page) => page.orders}
      label={SHOP_MESSAGES.yourOrders}
      empty={SHOP_MESSAGES.noOrders}
      more="Show older orders"
    >
      {(order) => (
        <li key={order.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm" data-testid="own-order">
          <span>
            <span className="font-medium">{order.itemName}</span>
            {order.size ? <span className="text-ink-muted"> · {order.size}</span> : null}
            <span className="block text-ink-muted">
              {order.pricePoints} Tio-Points · {dateFormat.format(new Date(order.createdAt))}
            </span>
            {order.note ? <span className="block text-ink-muted">{order.note}</span> : null}
          </span>
          <span className="flex items-center gap-2">
            <Badge tone={TONE[order.status]}>{SHOP_MESSAGES.statusLabel[order.status]}</Badge>
            {order.status === 'placed' ? (
              <Button
                size="sm"
                variant="ghost"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate(order)}
                aria-label={`${SHOP_MESSAGES.cancelOrder}: ${order.itemName}`}
              >
                {SHOP_MESSAGES.cancelOrder}
              </Button>
            ) : null}
          </span>
        </li>
      )}
    </PagedList>
  )
}

/** The signed-in buyer's orders and their status, under the shop. */
export function OwnOrders() {
  return (
    <section id="orders" aria-labelledby="orders-heading" className="mb-12">
      <h2 id="orders-heading" className="mb-4 text-xl font-semibold">
        {SHOP_MESSAGES.yourOrders}
      </h2>
      <OrdersList />
    </section>
  )
}
