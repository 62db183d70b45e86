// Shop kinds, order states and texts
// without zod, so a page that shows them does not load the schemas (issue 21 item 1).

export const SHOP_ITEM_KINDS = ['physical', 'digital'] as const
export type ShopItemKind = (typeof SHOP_ITEM_KINDS)[number]
export const ORDER_STATUSES = ['placed', 'fulfilled', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
export const SHOP_MESSAGES = {
  order: 'Order',
  orderItem: (name: string) => `Order ${name}`,
  confirmOrder: 'Confirm order',
  price: 'Price',
  balanceAfter: 'Balance after',
  yourBalance: 'Your balance',
  chooseSize: 'Size',
  shippingAddress: 'Shipping address',
  soldOut: 'Sold out',
  inStock: (n: number) => `${n} in stock`,
  notEnoughPoints: 'You do not have enough Tio-Points for this item.',
  loginToOrder: 'Log in to order',
  digital: 'Digital',
  physical: 'Physical',
  orderPlaced: (name: string) => `Order placed: ${name}. We emailed you a receipt.`,
  yourOrders: 'Your orders',
  noOrders: 'You have no orders yet.',
  noItems: 'The shop has no items right now.',
  statusLabel: { placed: 'Placed', fulfilled: 'Fulfilled', cancelled: 'Cancelled (points refunded)' } as Record<OrderStatus, string>,
  cancelOrder: 'Cancel order',
  itemSoldOut: 'This item is sold out.',
  itemUnavailable: 'This item is not available.',
  sizeRequired: 'Choose a size',
  sizeUnknown: 'This size is not offered for this item',
  shippingRequired: 'A shipping address is required for a physical item',
  orderNotPlaced: 'Only an order that is still placed can be changed.',
  photoNotUploaded: 'The picture must be an image you uploaded',
} as const
