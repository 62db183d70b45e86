import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import type { ShippingAddress, ShopItem } from '../../../../shared/schemas/shop'
import { SHOP_MESSAGES } from '../../../../shared/schemas/shop-text'
import { ApiClientError } from '../../../lib/api'
import { ME_QUERY_KEY } from '../../../lib/session'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { TextField } from '../../../ui/field'
import { useToast } from '../../../ui/toast'
import { placeOrder } from '../shop-api'

const EMPTY_ADDRESS: ShippingAddress = { fullName: '', line1: '', line2: '', city: '', postalCode: '', country: '' }
const ADDRESS_FIELDS: { key: keyof ShippingAddress; label: string; autoComplete: string; optional?: boolean }[] = [
  { key: 'fullName', label: 'Full name', autoComplete: 'name' },
  { key: 'line1', label: 'Address', autoComplete: 'address-line1' },
  { key: 'line2', label: 'Address line 2 (optional)', autoComplete: 'address-line2', optional: true },
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
  { key: 'postalCode', label: 'Postal code', autoComplete: 'postal-code' },
  { key: 'country', label: 'Country', autoComplete: 'country-name' },
]

/** Ordering one item: what it needs (size, address for a physical item), the price and the balance after, then confirm. */
export function OrderDialog({ item, balance, onClose }: { item: ShopItem; balance: number; onClose: () => void }) {
  const client = useQueryClient()
  const { toast } = useToast()
  const [size, setSize] = useState(item.sizes[0] ?? '')
  const [address, setAddress] = useState<ShippingAddress>(EMPTY_ADDRESS)
  const [error, setError] = useState<ApiClientError | null>(null)
  const after = balance - item.pricePoints
  const order = useMutation({
    mutationFn: () =>
      placeOrder({ itemId: item.id, size: item.sizes.length ? size : undefined, shipping: item.kind === 'physical' ? address : undefined }),
    onSuccess: (placed) => {
      toast({ tone: 'success', title: SHOP_MESSAGES.orderPlaced(placed.itemName) })
      void client.invalidateQueries({ queryKey: ['shop'] })
      void client.invalidateQueries({ queryKey: ME_QUERY_KEY })
      onClose()
    },
    onError: (e) => setError(e instanceof ApiClientError ? e : new ApiClientError(500, 'internal', String(e))),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setError(null)
    order.mutate()
  }
  const fieldError = (name: string) => error?.fields?.[name] ?? error?.fields?.[`shipping.${name}`]
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={SHOP_MESSAGES.orderItem(item.name)}>
      <form className="grid gap-4" onSubmit={submit} noValidate>
        {item.sizes.length ? (
          <div className="flex flex-col gap-1">
            <label htmlFor="order-size" className="text-sm font-medium">
              {SHOP_MESSAGES.chooseSize}
            </label>
            <select
              id="order-size"
              className="h-10 rounded-lg border border-line bg-surface px-3"
              value={size}
              onChange={(e) => setSize(e.target.value)}
            >
              {item.sizes.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </div>
        ) : null}
        {item.kind === 'physical' ? (
          <fieldset className="grid gap-3">
            <legend className="mb-1 text-sm font-semibold">{SHOP_MESSAGES.shippingAddress}</legend>
            {ADDRESS_FIELDS.map((f) => (
              <TextField
                key={f.key}
                label={f.label}
                autoComplete={f.autoComplete}
                required={!f.optional}
                value={address[f.key]}
                onChange={(e) => setAddress((a) => ({ ...a, [f.key]: e.target.value }))}
                error={fieldError(f.key)}
              />
            ))}
          </fieldset>
        ) : null}
        <dl className="grid grid-cols-[1fr_auto] gap-y-1 rounded-xl bg-surface-muted p-4 text-sm" aria-label="Cost">
          <dt>{SHOP_MESSAGES.yourBalance}</dt>
          <dd className="text-right">{balance} Tio-Points</dd>
          <dt>{SHOP_MESSAGES.price}</dt>
          <dd className="text-right">−{item.pricePoints} Tio-Points</dd>
          <dt className="font-semibold">{SHOP_MESSAGES.balanceAfter}</dt>
          <dd className="text-right font-semibold" data-testid="balance-after">
            {after} Tio-Points
          </dd>
        </dl>
        {after < 0 ? <p className="text-sm text-red-700">{SHOP_MESSAGES.notEnoughPoints}</p> : null}
        {error && !error.fields ? (
          <p role="alert" className="text-sm text-red-700">
            {error.message}
          </p>
        ) : null}
        <Button type="submit" disabled={order.isPending || after < 0}>
          {order.isPending ? 'Placing order…' : `${SHOP_MESSAGES.confirmOrder}: ${item.pricePoints} Tio-Points`}
        </Button>
      </form>
    </Dialog>
  )
}
