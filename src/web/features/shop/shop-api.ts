import type {
  OrderInput,
  ShopItemAnswer,
  ShopItemInput,
  ShopItemsPage,
  ShopOrderAnswer,
  ShopOrdersPage,
  OrderStatus,
} from '../../../shared/schemas/shop'
import { apiFetch } from '../../lib/api'

export const SHOP_KEYS = {
  items: ['shop', 'items'] as const,
  orders: ['shop', 'orders'] as const,
  adminItems: ['admin', 'shop', 'items'] as const,
  adminOrders: (status: OrderStatus) => ['admin', 'shop', 'orders', status] as const,
}

const withCursor = (path: string, cursor?: string, extra: Record<string, string> = {}) => {
  const query = new URLSearchParams(extra)
  if (cursor) query.set('cursor', cursor)
  const text = query.toString()
  return text ? `${path}?${text}` : path
}

export const fetchItems = (cursor?: string) => apiFetch<ShopItemsPage>(withCursor('/api/shop/items', cursor))
export const fetchOwnOrders = (cursor?: string) => apiFetch<ShopOrdersPage>(withCursor('/api/shop/orders', cursor))
export const placeOrder = (input: OrderInput) =>
  apiFetch<ShopOrderAnswer>('/api/shop/orders', { method: 'POST', json: input }).then((r) => r.order)
export const cancelOwnOrder = (id: string) =>
  apiFetch<ShopOrderAnswer>(`/api/shop/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST' })

export const fetchAdminItems = (cursor?: string) => apiFetch<ShopItemsPage>(withCursor('/api/admin/shop/items', cursor))
export const saveItem = (input: ShopItemInput, id?: string) =>
  apiFetch<ShopItemAnswer>(id ? `/api/admin/shop/items/${encodeURIComponent(id)}` : '/api/admin/shop/items', {
    method: id ? 'PUT' : 'POST',
    json: input,
  }).then((r) => r.item)
export const fetchAdminOrders = (status: OrderStatus) => (cursor?: string) =>
  apiFetch<ShopOrdersPage>(withCursor('/api/admin/shop/orders', cursor, { status }))
export const decideOrder = (id: string, decision: 'fulfil' | 'cancel', note: string) =>
  apiFetch<ShopOrderAnswer>(`/api/admin/shop/orders/${encodeURIComponent(id)}/${decision}`, { method: 'POST', json: { note } })
