import { lazy, Suspense, useState } from 'react'
import type { ShopItem } from '../../../../shared/schemas/shop'
import { SHOP_MESSAGES } from '../../../../shared/schemas/shop-text'
import { useSession } from '../../../lib/session'
import { useCursorPages } from '../../../lib/use-cursor-pages'
import { Badge } from '../../../ui/badge'
import { Button } from '../../../ui/button'
import { LoadError } from '../../../ui/load-error'
import { Skeleton } from '../../../ui/skeleton'
import { useAuthDialogs } from '../../auth'
import { SHOP_KEYS, fetchItems } from '../shop-api'

// The order dialog loads when someone orders, not with the shop page (issue 21 item 1).
const OrderDialog = lazy(() => import('./order-dialog').then((m) => ({ default: m.OrderDialog })))

function ItemCard({ item, onOrder }: { item: ShopItem; onOrder: () => void }) {
  const soldOut = item.stock < 1
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-line">
      {item.photoURL ? (
        <img src={item.photoURL} alt="" className="aspect-square w-full object-cover" loading="lazy" width={512} height={512} />
      ) : (
        <div
          aria-hidden="true"
          className="flex aspect-[2/1] w-full items-center justify-center bg-surface-muted text-4xl font-bold text-brand-600"
        >
          {item.name.slice(0, 1)}
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg font-semibold">{item.name}</h2>
        <p className="mt-1 font-bold text-brand-700 dark:text-brand-300">{item.pricePoints.toLocaleString('en-GB')} Tio-Points</p>
        <p className="mt-2 flex-1 text-sm text-ink-muted">{item.description}</p>
        <p className="mt-3 flex flex-wrap gap-2">
          <Badge>{item.kind === 'physical' ? SHOP_MESSAGES.physical : SHOP_MESSAGES.digital}</Badge>
          <Badge tone={soldOut ? 'warning' : 'success'}>{soldOut ? SHOP_MESSAGES.soldOut : SHOP_MESSAGES.inStock(item.stock)}</Badge>
        </p>
        <Button className="mt-4" variant="secondary" disabled={soldOut} onClick={onOrder} aria-label={SHOP_MESSAGES.orderItem(item.name)}>
          {soldOut ? SHOP_MESSAGES.soldOut : SHOP_MESSAGES.order}
        </Button>
      </div>
    </li>
  )
}

/** /Shop's items from the server, a page at a time; ordering opens the order dialog (or the login popup for a visitor). */
export function ShopCatalog() {
  const session = useSession()
  const { openLogin } = useAuthDialogs()
  const query = useCursorPages(SHOP_KEYS.items, fetchItems)
  const [ordering, setOrdering] = useState<ShopItem | null>(null)
  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading shop items" className="mb-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    )
  }
  if (query.isError) return <LoadError className="mb-12" error={query.error} onRetry={() => void query.refetch()} />
  const items = query.data.pages.flatMap((p) => p.items)
  if (items.length === 0) return <p className="mb-12 text-ink-muted">{SHOP_MESSAGES.noItems}</p>
  return (
    <div className="mb-12">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Shop items">
        {items.map((item) => (
          <ItemCard key={item.id} item={item} onOrder={() => (session.me ? setOrdering(item) : openLogin())} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button variant="ghost" className="mt-4" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          More items
        </Button>
      ) : null}
      {ordering && session.me ? (
        <Suspense fallback={null}>
          <OrderDialog item={ordering} balance={session.me.points} onClose={() => setOrdering(null)} />
        </Suspense>
      ) : null}
    </div>
  )
}
