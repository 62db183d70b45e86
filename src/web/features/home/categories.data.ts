/**
 * The home page's category icons and the search each opens. Every query must find at least two pages
 * of demo experts, 11 or more (checked against the demo data in src/server/seed/demo-experts.test.ts).
 */
export const HOME_CATEGORIES = [
  { label: 'Law', query: 'lawyer' },
  { label: 'Health', query: 'health' },
  { label: 'Finance', query: 'financial' },
  { label: 'Technology', query: 'developer' },
  { label: 'Career', query: 'career' },
  { label: 'Marketing', query: 'marketing' },
  // Not 'Home': on / that would be a second link named like the navigation's 'Home' (NAV-02).
  { label: 'Repairs', query: 'repair' },
  { label: 'Learning', query: 'teacher' },
] as const

export type HomeCategory = (typeof HOME_CATEGORIES)[number]['label']
