import type { AppContext } from '../../context'
import { listedExperts } from '../experts'
import { DEFAULT_AVAILABILITY } from './offers.service'

// The demo experts' cities by time zone, so their booking hours are their own working day.
const ZONES: Record<string, string> = {
  'Europe/London': 'London|Birmingham|Bristol|Cardiff|Edinburgh|Glasgow|Leeds|Leicester|Manchester',
  'Europe/Dublin': 'Dublin|Cork|Galway',
  'Europe/Lisbon': 'Lisbon|Porto',
  'Europe/Madrid': 'Madrid|Barcelona|Valencia|Seville',
  'Europe/Paris': 'Paris|Lyon|Marseille|Bordeaux|Toulouse',
  'Europe/Berlin': 'Berlin|Munich|Hamburg|Frankfurt',
  'Europe/Rome': 'Rome|Milan|Naples|Florence',
  'Europe/Amsterdam': 'Amsterdam|Utrecht',
  'Europe/Brussels': 'Brussels',
  'Europe/Vienna': 'Vienna',
  'Europe/Prague': 'Prague|Brno',
  'Europe/Warsaw': 'Warsaw|Kraków',
  'Europe/Copenhagen': 'Copenhagen',
  'Europe/Oslo': 'Oslo',
  'Europe/Stockholm': 'Stockholm|Gothenburg',
  'Europe/Helsinki': 'Helsinki',
  'Europe/Zagreb': 'Zagreb',
  'Europe/Athens': 'Athens',
  'Europe/Sofia': 'Sofia',
  'Europe/Bucharest': 'Bucharest',
  'Europe/Kyiv': 'Kyiv',
  'Europe/Istanbul': 'Istanbul|Izmir|Ankara',
  'Asia/Tbilisi': 'Tbilisi',
  'Asia/Jerusalem': 'Tel Aviv',
  'Asia/Amman': 'Amman',
  'Africa/Cairo': 'Cairo|Alexandria',
  'Asia/Qatar': 'Doha',
  'Asia/Dubai': 'Dubai',
  'Asia/Karachi': 'Karachi',
  'Asia/Kolkata': 'Mumbai|Delhi|Bangalore|Hyderabad|Kolkata|Pune',
  'Asia/Dhaka': 'Dhaka',
  'Asia/Bangkok': 'Bangkok',
  'Asia/Ho_Chi_Minh': 'Hanoi|Ho Chi Minh City',
  'Asia/Kuala_Lumpur': 'Kuala Lumpur',
  'Asia/Singapore': 'Singapore',
  'Asia/Manila': 'Manila',
  'Asia/Shanghai': 'Shanghai',
  'Asia/Hong_Kong': 'Hong Kong',
  'Asia/Taipei': 'Taipei',
  'Asia/Seoul': 'Seoul',
  'Asia/Tokyo': 'Tokyo|Osaka|Kyoto',
  'Australia/Perth': 'Perth',
  'Australia/Adelaide': 'Adelaide',
  'Australia/Brisbane': 'Brisbane',
  'Australia/Sydney': 'Sydney|Melbourne',
  'Pacific/Auckland': 'Auckland|Wellington',
  'Pacific/Honolulu': 'Honolulu',
  'Africa/Casablanca': 'Casablanca',
  'Africa/Dakar': 'Dakar',
  'Africa/Accra': 'Accra|Kumasi',
  'Africa/Lagos': 'Lagos|Abuja',
  'Africa/Nairobi': 'Nairobi|Eldoret|Addis Ababa|Kampala',
  'Africa/Kigali': 'Kigali',
  'Africa/Johannesburg': 'Johannesburg|Cape Town',
  'America/Sao_Paulo': 'São Paulo|Rio de Janeiro|Recife',
  'America/Argentina/Buenos_Aires': 'Buenos Aires',
  'America/Montevideo': 'Montevideo',
  'America/Santiago': 'Santiago',
  'America/Lima': 'Lima',
  'America/Guayaquil': 'Quito',
  'America/Bogota': 'Bogotá|Medellín',
  'America/Jamaica': 'Kingston',
  'America/Mexico_City': 'Mexico City|Guadalajara|Monterrey',
  'America/Halifax': 'Halifax',
  'America/Toronto': 'Toronto|Montréal',
  'America/New_York': 'New York|Boston|Philadelphia|Atlanta|Miami',
  'America/Chicago': 'Chicago|Dallas|Austin|Nashville|Minneapolis',
  'America/Denver': 'Denver',
  'America/Edmonton': 'Calgary',
  'America/Phoenix': 'Phoenix',
  'America/Los_Angeles': 'Los Angeles|San Francisco|San Diego|Seattle|Portland',
  'America/Vancouver': 'Vancouver',
}
const ZONE_OF = new Map(Object.entries(ZONES).flatMap(([zone, cities]) => cities.split('|').map((city) => [city, zone] as const)))

const roundTo5 = (n: number) => Math.round(n / 5) * 5

/**
 * Demo prices and hours (SEED_DEMO), so a newcomer sees the marketplace at work: three in four approved
 * experts price a written answer and, if they take calls, 15- and 30-minute calls (some 60), within the
 * demo user's sign-up points; every other one lets the first message through free. The rest stay
 * message-only, as many real experts are.
 */
export async function seedDemoOffers(ctx: AppContext): Promise<void> {
  const { db } = ctx.database
  const experts = await listedExperts(db)
    .select(['user_id', 'city', 'offers_call', 'offers_video', 'created_at'])
    .orderBy('created_at')
    .orderBy('user_id')
    .execute()
  const now = new Date().toISOString()
  const offers: { expert_id: string; kind: string; medium: string; price: number; updated_at: string }[] = []
  const availability = []
  for (const [index, expert] of experts.entries()) {
    if (index % 4 === 3) continue
    const answer = 15 + ((index * 7) % 6) * 5
    offers.push({ expert_id: expert.user_id, kind: 'answer', medium: '', price: answer, updated_at: now })
    const medium = expert.offers_video ? 'video' : expert.offers_call ? 'voice' : null
    if (medium) {
      const call15 = answer + 10
      offers.push({ expert_id: expert.user_id, kind: 'call15', medium, price: call15, updated_at: now })
      offers.push({ expert_id: expert.user_id, kind: 'call30', medium, price: roundTo5(call15 * 1.8), updated_at: now })
      if (index % 3 === 0)
        offers.push({ expert_id: expert.user_id, kind: 'call60', medium, price: roundTo5(call15 * 3.2), updated_at: now })
    }
    availability.push({
      expert_id: expert.user_id,
      time_zone: ZONE_OF.get(expert.city) ?? DEFAULT_AVAILABILITY.timeZone,
      weekly_hours: JSON.stringify(
        index % 2 ? DEFAULT_AVAILABILITY.weeklyHours : { ...DEFAULT_AVAILABILITY.weeklyHours, sat: [['10:00', '13:00']] },
      ),
      buffer_minutes: DEFAULT_AVAILABILITY.bufferMinutes,
      min_notice_hours: DEFAULT_AVAILABILITY.minNoticeHours,
      days_off: '[]',
      free_first_message: index % 2 === 0 ? 1 : 0,
      updated_at: now,
    })
  }
  for (let i = 0; i < offers.length; i += 100)
    await db
      .insertInto('expert_offers')
      .values(offers.slice(i, i + 100))
      .execute()
  for (let i = 0; i < availability.length; i += 50)
    await db
      .insertInto('expert_availability')
      .values(availability.slice(i, i + 50))
      .execute()
}
