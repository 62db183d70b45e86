/**
 * The operator console's sections, one sub-route of /admin each (src/web/app/routes.ts): add a
 * section with one entry here and one route there.
 */
export const ADMIN_SECTIONS = [
  { to: '/admin', label: 'Experts', end: true },
  { to: '/admin/points', label: 'Tio-Points', end: false },
  { to: '/admin/shop', label: 'Shop', end: false },
  { to: '/admin/payouts', label: 'Payouts', end: false },
  { to: '/admin/messages', label: 'Contact messages', end: false },
  { to: '/admin/disputes', label: 'Disputes', end: false },
] as const
