import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { getErrorMessage } from '../../../../shared/messages'
import type { ShopItem, ShopItemInput, ShopOrder } from '../../../../shared/schemas/shop'
import { ORDER_STATUSES, SHOP_MESSAGES, type OrderStatus } from '../../../../shared/schemas/shop-text'
import { ApiClientError } from '../../../lib/api'
import { useCursorPages } from '../../../lib/use-cursor-pages'
import { Badge } from '../../../ui/badge'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { TextAreaField, TextField } from '../../../ui/field'
import { PagedList } from '../../../ui/paged-list'
import { UploadControl } from '../../uploads'
import { SHOP_KEYS, decideOrder, fetchAdminItems, fetchAdminOrders, saveItem } from '../shop-api'

const EMPTY: ShopItemInput = {
  name: '',
  description: '',
  photoURL: '',
  pricePoints: 100,
  stock: 10,
  kind: 'physical',
  sizes: [],
  active: true,
}
const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })

function ItemForm({ item, onDone }: { item: ShopItem | null; onDone: () => void }) {
  const client = useQueryClient()
  const [input, setInput] = useState<ShopItemInput>(item ? { ...item } : EMPTY)
  const [sizes, setSizes] = useState((item?.sizes ?? []).join(', '))
  const [error, setError] = useState<ApiClientError | null>(null)
  const save = useMutation({
    mutationFn: () =>
      saveItem(
        {
          ...input,
          sizes: sizes
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        },
        item?.id,
      ),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'shop'] })
      void client.invalidateQueries({ queryKey: SHOP_KEYS.items })
      onDone()
    },
    onError: (e) => setError(e instanceof ApiClientError ? e : new ApiClientError(500, 'internal', String(e))),
  })
  const set = <K extends keyof ShopItemInput>(key: K, value: ShopItemInput[K]) => setInput((i) => ({ ...i, [key]: value }))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setError(null)
    save.mutate()
  }
  return (
    <form className="grid gap-3" onSubmit={submit} noValidate>
      <TextField label="Name" required value={input.name} onChange={(e) => set('name', e.target.value)} error={error?.fields?.name} />
      <TextAreaField
        label="Description"
        value={input.description}
        onChange={(e) => set('description', e.target.value)}
        error={error?.fields?.description}
      />
      {input.photoURL ? (
        <div className="flex items-center gap-3">
          <img src={input.photoURL} alt={`Picture of ${input.name || 'the item'}`} className="h-16 w-16 rounded-lg object-cover" />
          <Button type="button" size="sm" variant="ghost" onClick={() => set('photoURL', '')}>
            Remove picture
          </Button>
        </div>
      ) : null}
      <UploadControl kind="avatars" label="Picture" hint="A square image works best." onUploaded={(file) => set('photoURL', file.url)} />
      {error?.fields?.photoURL ? <p className="text-sm text-red-700">{error.fields.photoURL}</p> : null}
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Price (Tio-Points)"
          type="number"
          min={1}
          value={String(input.pricePoints)}
          onChange={(e) => set('pricePoints', Number(e.target.value))}
          error={error?.fields?.pricePoints}
        />
        <TextField
          label="Stock"
          type="number"
          min={0}
          value={String(input.stock)}
          onChange={(e) => set('stock', Number(e.target.value))}
          error={error?.fields?.stock}
        />
      </div>
      <fieldset className="flex gap-4 text-sm">
        <legend className="mb-1 font-medium">Kind</legend>
        {(['physical', 'digital'] as const).map((kind) => (
          <label key={kind} className="flex items-center gap-2">
            <input type="radio" name="kind" checked={input.kind === kind} onChange={() => set('kind', kind)} />
            {kind === 'physical' ? SHOP_MESSAGES.physical : SHOP_MESSAGES.digital}
          </label>
        ))}
      </fieldset>
      <TextField
        label="Sizes (comma-separated, empty for none)"
        value={sizes}
        onChange={(e) => setSizes(e.target.value)}
        error={error?.fields?.sizes}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={input.active} onChange={(e) => set('active', e.target.checked)} />
        On sale (shown on /Shop)
      </label>
      {error && !error.fields ? (
        <p role="alert" className="text-sm text-red-700">
          {error.message}
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        {item ? 'Save item' : 'Add item'}
      </Button>
    </form>
  )
}

function ItemsSection() {
  const query = useCursorPages(SHOP_KEYS.adminItems, fetchAdminItems)
  const [editing, setEditing] = useState<ShopItem | 'new' | null>(null)
  return (
    <section aria-labelledby="shop-items-heading" className="mb-10">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id="shop-items-heading" className="text-lg font-semibold">
          Shop items
        </h3>
        <Button size="sm" onClick={() => setEditing('new')}>
          New item
        </Button>
      </div>
      <PagedList query={query} items={(page) => page.items} label="Shop items (operator)" empty="No items yet." more="More items">
        {(item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span>
              <span className="font-medium">{item.name}</span>{' '}
              <span className="text-ink-muted">
                · {item.pricePoints} Tio-Points · stock {item.stock} · {item.kind}
                {item.sizes.length ? ` · ${item.sizes.join('/')}` : ''}
              </span>{' '}
              {item.active ? null : <Badge>Not on sale</Badge>}
            </span>
            <Button size="sm" variant="secondary" onClick={() => setEditing(item)} aria-label={`Edit ${item.name}`}>
              Edit
            </Button>
          </li>
        )}
      </PagedList>
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        title={editing === 'new' ? 'New shop item' : `Edit ${editing?.name ?? ''}`}
      >
        {editing ? <ItemForm item={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
      </Dialog>
    </section>
  )
}

function address(order: ShopOrder) {
  const a = order.shipping
  return a ? [a.fullName, a.line1, a.line2, `${a.postalCode} ${a.city}`, a.country].filter(Boolean).join(', ') : null
}

function OrdersSection() {
  const client = useQueryClient()
  const [status, setStatus] = useState<OrderStatus>('placed')
  const query = useCursorPages(SHOP_KEYS.adminOrders(status), fetchAdminOrders(status))
  const [deciding, setDeciding] = useState<{ order: ShopOrder; decision: 'fulfil' | 'cancel' } | null>(null)
  const [note, setNote] = useState('')
  const decide = useMutation({
    mutationFn: () => decideOrder(deciding!.order.id, deciding!.decision, note),
    onSuccess: () => {
      setDeciding(null)
      setNote('')
      void client.invalidateQueries({ queryKey: ['admin'] })
    },
  })
  return (
    <section aria-labelledby="shop-orders-heading" className="mb-10">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id="shop-orders-heading" className="text-lg font-semibold">
          Shop orders
        </h3>
        <label className="flex items-center gap-2 text-sm">
          Status
          <select
            className="h-8 rounded-lg border border-line bg-surface px-2"
            value={status}
            onChange={(e) => setStatus(e.target.value as OrderStatus)}
          >
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {SHOP_MESSAGES.statusLabel[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <PagedList
        query={query}
        items={(page) => page.orders}
        label={`Shop orders: ${status}`}
        empty="No orders in this state."
        more="More orders"
      >
        {(order) => (
          <li key={order.id} className="flex flex-wrap items-start justify-between gap-2 py-3 text-sm" data-testid="admin-order">
            <span>
              <span className="font-medium">{order.itemName}</span>
              {order.size ? ` · ${order.size}` : ''} · {order.pricePoints} Tio-Points
              <span className="block text-ink-muted">
                {order.buyer?.name} &lt;{order.buyer?.email}&gt; · {dateFormat.format(new Date(order.createdAt))}
              </span>
              {address(order) ? <span className="block text-ink-muted">Ship to: {address(order)}</span> : null}
              {order.note ? <span className="block text-ink-muted">Note: {order.note}</span> : null}
            </span>
            {order.status === 'placed' ? (
              <span className="flex gap-2">
                <Button
                  size="sm"
                  onClick={() => setDeciding({ order, decision: 'fulfil' })}
                  aria-label={`Fulfil order: ${order.itemName} for ${order.buyer?.email ?? ''}`}
                >
                  Fulfil
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setDeciding({ order, decision: 'cancel' })}
                  aria-label={`Cancel order: ${order.itemName} for ${order.buyer?.email ?? ''}`}
                >
                  Cancel
                </Button>
              </span>
            ) : null}
          </li>
        )}
      </PagedList>
      <Dialog
        open={deciding !== null}
        onOpenChange={(open) => (open ? undefined : setDeciding(null))}
        title={
          deciding?.decision === 'fulfil' ? `Fulfil ${deciding.order.itemName}` : `Cancel ${deciding?.order.itemName ?? ''} and refund`
        }
      >
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault()
            decide.mutate()
          }}
        >
          <TextAreaField
            label="Note to the buyer (optional: tracking number, reason)"
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          {decide.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {getErrorMessage(decide.error)}
            </p>
          ) : null}
          <Button type="submit" variant={deciding?.decision === 'cancel' ? 'danger' : 'primary'} disabled={decide.isPending}>
            {deciding?.decision === 'fulfil' ? 'Mark fulfilled' : 'Cancel order and refund'}
          </Button>
        </form>
      </Dialog>
    </section>
  )
}

/** The operators' shop: items (with pictures through the uploads pipeline) and the order queue. */
export function AdminShopPanel() {
  return (
    <section aria-labelledby="shop-admin-heading" className="mb-12">
      <h2 id="shop-admin-heading" className="mb-4 text-xl font-semibold">
        Shop
      </h2>
      <ItemsSection />
      <OrdersSection />
    </section>
  )
}
