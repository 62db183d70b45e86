import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import type { ShopItem, ShopItemInput, ShopOrder } from '../../../../shared/schemas/shop'
import { ORDER_STATUSES, SHOP_MESSAGES, type OrderStatus } from '../../../../shared/schemas/shop-text'
import { ApiClientError } from '../../../lib/api'
import { useCursorPages } from '../../../lib/use-cursor-pages'
import { useDecision } from '../../../lib/use-decision'
import { Badge } from '../../../ui/badge'
import { Button } from '../../../ui/button'
import { CompactSelect } from '../../../ui/compact-select'
import { DecisionButtons, DecisionDialog } from '../../../ui/decision-dialog'
import { Dialog } from '../../../ui/dialog'
import { TextAreaField, TextField } from '../../../ui/field'
import { PagedList } from '../../../ui/paged-list'
import { PanelSection } from '../../../ui/panel-section'
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
  const numberField = (key: 'pricePoints' | 'stock', label: string, min: number) => (
    <TextField
      label={label}
      type="number"
      min={min}
      value={String(input[key])}
      onChange={(e) => set(key, Number(e.target.value))}
      error={error?.fields?.[key]}
    />
  )
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
        {numberField('pricePoints', 'Price (Tio-Points)', 1)}
        {numberField('stock', 'Stock', 0)}
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
    <PanelSection
      title="Shop items"
      level={3}
      actions={
        <Button size="sm" onClick={() => setEditing('new')}>
          New item
        </Button>
      }
    >
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
    </PanelSection>
  )
}

function address(order: ShopOrder) {
  const a = order.shipping
  return a ? [a.fullName, a.line1, a.line2, `${a.postalCode} ${a.city}`, a.country].filter(Boolean).join(', ') : null
}

const STATUS_OPTIONS = ORDER_STATUSES.map((s) => ({ value: s, label: SHOP_MESSAGES.statusLabel[s] }))

function OrdersSection() {
  const [status, setStatus] = useState<OrderStatus>('placed')
  const query = useCursorPages(SHOP_KEYS.adminOrders(status), fetchAdminOrders(status))
  const decision = useDecision(({ order, decision }: { order: ShopOrder; decision: 'fulfil' | 'cancel' }, note) =>
    decideOrder(order.id, decision, note),
  )
  const deciding = decision.deciding
  return (
    <PanelSection
      title="Shop orders"
      level={3}
      actions={<CompactSelect label="Status" options={STATUS_OPTIONS} value={status} onChange={setStatus} />}
    >
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
              <DecisionButtons
                choices={[
                  { choice: 'fulfil', label: 'Fulfil', ariaLabel: `Fulfil order: ${order.itemName} for ${order.buyer?.email ?? ''}` },
                  { choice: 'cancel', label: 'Cancel', ariaLabel: `Cancel order: ${order.itemName} for ${order.buyer?.email ?? ''}` },
                ]}
                onChoose={(choice) => decision.setDeciding({ order, decision: choice })}
              />
            ) : null}
          </li>
        )}
      </PagedList>
      <DecisionDialog
        decision={decision}
        title={
          deciding?.decision === 'fulfil' ? `Fulfil ${deciding.order.itemName}` : `Cancel ${deciding?.order.itemName ?? ''} and refund`
        }
        submit={deciding?.decision === 'fulfil' ? 'Mark fulfilled' : 'Cancel order and refund'}
        danger={deciding?.decision === 'cancel'}
      >
        <TextAreaField
          label="Note to the buyer (optional: tracking number, reason)"
          value={decision.text}
          onChange={(e) => decision.setText(e.target.value)}
        />
      </DecisionDialog>
    </PanelSection>
  )
}

/** The operators' shop: items (with pictures through the uploads pipeline) and the order queue. */
export function AdminShopPanel() {
  return (
    <PanelSection title="Shop">
      <ItemsSection />
      <OrdersSection />
    </PanelSection>
  )
}
