/** An item of the shop, managed by the operators. */
export interface ShopItemsTable {
  id: string
  name: string
  description: string
  /** /api/files/{id} of a picture uploaded through the uploads pipeline */
  photo_url: string
  price_points: number
  stock: number
  /** 'physical' | 'digital' */
  kind: string
  /** JSON string[]: the sizes to choose from, [] when the item has none */
  sizes: string
  active: number
  created_at: string
  updated_at: string
}

/** An order: the points were debited and the stock taken in the transaction that created it. */
export interface ShopOrdersTable {
  id: string
  user_id: string
  item_id: string
  item_name: string
  price_points: number
  size: string | null
  /** JSON ShippingAddress, physical items only */
  shipping_address: string | null
  /** The ledger hold of the order's points: posted to the platform on fulfilment, voided (refunded) on cancel. */
  hold_id: string
  /** 'placed' | 'fulfilled' | 'cancelled' */
  status: string
  note: string | null
  created_at: string
  updated_at: string
}

export interface ShopTables {
  shop_items: ShopItemsTable
  shop_orders: ShopOrdersTable
}
