import type { ShopOrder } from '../../../shared/schemas/shop'
import type { AppContext } from '../../context'

function orderText(order: ShopOrder): string {
  const lines = [`Item: ${order.itemName}`, `Price: ${order.pricePoints} Tio-Points`]
  if (order.size) lines.push(`Size: ${order.size}`)
  if (order.shipping) {
    const a = order.shipping
    lines.push(`Ship to: ${[a.fullName, a.line1, a.line2, `${a.postalCode} ${a.city}`, a.country].filter(Boolean).join(', ')}`)
  }
  lines.push(`Order number: ${order.id}`)
  return lines.join('\n')
}

/**
 * Tells the buyer about each step of an order: placed (a receipt), fulfilled, cancelled (points
 * refunded). Sent after the commit; a mail that fails is logged, the order stands.
 */
export async function sendOrderMail(ctx: AppContext, userId: string, order: ShopOrder): Promise<void> {
  const user = await ctx.database.db.selectFrom('user').select(['email', 'name']).where('id', '=', userId).executeTakeFirst()
  if (!user) return
  const hi = `Hello ${user.name || 'there'},\n\n`
  const orders = `Your orders: ${ctx.config.publicUrl}/Shop#orders`
  const note = order.note ? `\n\nNote from Tio: ${order.note}` : ''
  const bodies: Record<ShopOrder['status'], [string, string]> = {
    placed: [
      `Your Tio shop order: ${order.itemName}`,
      `${hi}Thank you for your order. ${order.pricePoints} Tio-Points were taken from your balance.\n\n${orderText(order)}\n\nWe will email you again when it is on its way.\n${orders}\n\nThe Tio team`,
    ],
    fulfilled: [
      `Your Tio shop order is on its way: ${order.itemName}`,
      `${hi}Your order has been fulfilled.${note}\n\n${orderText(order)}\n\n${orders}\n\nThe Tio team`,
    ],
    cancelled: [
      `Your Tio shop order was cancelled: ${order.itemName}`,
      `${hi}Your order was cancelled and its ${order.pricePoints} Tio-Points are back in your balance.${note}\n\n${orderText(order)}\n\n${orders}\n\nThe Tio team`,
    ],
  }
  const [subject, text] = bodies[order.status]
  try {
    await ctx.mailer.send({ to: user.email, subject, text })
  } catch (error) {
    ctx.logger.error({ err: error, orderId: order.id }, 'order email failed')
  }
}
