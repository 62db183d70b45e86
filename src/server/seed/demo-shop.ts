import { randomUUID } from 'node:crypto'
import type { AppContext } from '../context'

/** The demo shop (SEED_DEMO): what the operators would put on sale, managed afterwards in /admin. */
const DEMO_ITEMS = [
  {
    name: 'Sticker pack',
    description: 'Six weatherproof Tio stickers for your laptop, bottle or bike.',
    price: 50,
    stock: 200,
    kind: 'physical',
    sizes: [],
  },
  {
    name: 'Tio notebook',
    description: 'A5 dotted notebook with 120 pages, for the questions you want to ask.',
    price: 150,
    stock: 80,
    kind: 'physical',
    sizes: [],
  },
  {
    name: 'Tote bag',
    description: 'Organic cotton tote with the Tio tagline, "Start with AI. Scale to Human."',
    price: 250,
    stock: 60,
    kind: 'physical',
    sizes: [],
  },
  {
    name: 'Profile review',
    description: 'For experts. A member of our community team reviews your profile and sends you written suggestions.',
    price: 300,
    stock: 25,
    kind: 'digital',
    sizes: [],
  },
  { name: 'Tio mug', description: 'Ceramic 330 ml mug in Tio Blue, dishwasher-safe.', price: 400, stock: 40, kind: 'physical', sizes: [] },
  {
    name: 'Hoodie',
    description: 'Heavyweight organic cotton hoodie.',
    price: 1200,
    stock: 30,
    kind: 'physical',
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  },
] as const

export async function seedDemoShop(ctx: AppContext): Promise<void> {
  const base = Date.now() - DEMO_ITEMS.length * 60_000
  await ctx.database.db
    .insertInto('shop_items')
    .values(
      DEMO_ITEMS.map((item, i) => {
        // Newest first on /Shop: the cheapest item was added last.
        const at = new Date(base + (DEMO_ITEMS.length - i) * 60_000).toISOString()
        return {
          id: randomUUID(),
          name: item.name,
          description: item.description,
          photo_url: '',
          price_points: item.price,
          stock: item.stock,
          kind: item.kind,
          sizes: JSON.stringify(item.sizes),
          active: 1,
          created_at: at,
          updated_at: at,
        }
      }),
    )
    .execute()
}
