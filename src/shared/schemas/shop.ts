import { z } from 'zod'
import { ORDER_STATUSES, SHOP_ITEM_KINDS } from './shop-text'

export * from './shop-text'

export const shopItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** '' when the item has no picture */
  photoURL: z.string(),
  pricePoints: z.number().int(),
  stock: z.number().int(),
  kind: z.enum(SHOP_ITEM_KINDS),
  sizes: z.array(z.string()),
  active: z.boolean(),
})
export type ShopItem = z.infer<typeof shopItemSchema>

/** GET /api/shop/items and /api/admin/shop/items */
export const shopItemsPageSchema = z.object({ items: z.array(shopItemSchema), nextCursor: z.string().nullable() })
export type ShopItemsPage = z.infer<typeof shopItemsPageSchema>
/** An item added or changed by an operator */
export const shopItemAnswerSchema = z.object({ item: shopItemSchema })
export type ShopItemAnswer = z.infer<typeof shopItemAnswerSchema>

const text = (label: string, max: number) => z.string(`${label} is required`).trim().max(max, `${label} must be at most ${max} characters`)

/** What the operators edit on an item; the picture is an image uploaded through the uploads pipeline. */
export const shopItemInputSchema = z.object({
  name: text('Name', 80).min(1, 'Name is required'),
  description: text('Description', 500),
  photoURL: z
    .string()
    .trim()
    .regex(/^(\/api\/files\/[A-Za-z0-9-]{1,64})?$/, 'The picture must be an image uploaded here'),
  pricePoints: z.coerce
    .number('Price is required')
    .int('Price must be a whole number of points')
    .min(1, 'Price must be at least 1 point')
    .max(1_000_000, 'Price must be at most 1,000,000 points'),
  stock: z.coerce
    .number('Stock is required')
    .int('Stock must be a whole number')
    .min(0, 'Stock cannot be negative')
    .max(1_000_000, 'Stock must be at most 1,000,000'),
  kind: z.enum(SHOP_ITEM_KINDS, 'Choose physical or digital'),
  sizes: z.array(text('Size', 20).min(1, 'A size cannot be empty')).max(12, 'At most 12 sizes').default([]),
  active: z.boolean().default(true),
})
export type ShopItemInput = z.infer<typeof shopItemInputSchema>

export const shippingAddressSchema = z.object({
  fullName: text('Full name', 100).min(1, 'Full name is required'),
  line1: text('Address', 200).min(1, 'Address is required'),
  line2: text('Address line 2', 200).default(''),
  city: text('City', 100).min(1, 'City is required'),
  postalCode: text('Postal code', 20).min(1, 'Postal code is required'),
  country: text('Country', 60).min(1, 'Country is required'),
})
export type ShippingAddress = z.infer<typeof shippingAddressSchema>

/** An order: the size when the item has sizes, the shipping address when it is physical (the server checks both against the item). */
export const orderInputSchema = z.object({
  itemId: z.string('Choose an item').min(1, 'Choose an item').max(100),
  size: text('Size', 20).optional(),
  shipping: shippingAddressSchema.optional(),
})
export type OrderInput = z.infer<typeof orderInputSchema>

export const shopOrderSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  itemName: z.string(),
  pricePoints: z.number().int(),
  size: z.string().nullable(),
  shipping: z
    .object({ fullName: z.string(), line1: z.string(), line2: z.string(), city: z.string(), postalCode: z.string(), country: z.string() })
    .nullable(),
  status: z.enum(ORDER_STATUSES),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Operators' view only */
  buyer: z.object({ id: z.string(), email: z.string(), name: z.string() }).optional(),
})
export type ShopOrder = z.infer<typeof shopOrderSchema>

/** GET /api/shop/orders and /api/admin/shop/orders */
export const shopOrdersPageSchema = z.object({ orders: z.array(shopOrderSchema), nextCursor: z.string().nullable() })
export type ShopOrdersPage = z.infer<typeof shopOrdersPageSchema>
/** An order placed, cancelled or fulfilled */
export const shopOrderAnswerSchema = z.object({ order: shopOrderSchema })
export type ShopOrderAnswer = z.infer<typeof shopOrderAnswerSchema>

export const shopIdParamSchema = z.object({ id: z.string().min(1).max(100) })
export const shopCursorQuerySchema = z.object({ cursor: z.string().max(200).optional() })
export const adminOrdersQuerySchema = shopCursorQuerySchema.extend({ status: z.enum(ORDER_STATUSES).default('placed') })

export const orderDecisionSchema = z.object({ note: z.string().trim().max(500, 'At most 500 characters').default('') })
