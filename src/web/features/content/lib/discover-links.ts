/** The navigation's 'Discover' group (NAV-06, NAV-07), in the specification's order. */
export const DISCOVER_LINKS = [
  { label: 'Pricing', to: '/Pricing' },
  { label: 'FAQ', to: '/FAQ' },
  { label: 'Blog', to: '/blog' },
  { label: 'About Us', to: '/OurTeam' },
  { label: 'Expert Resources', to: '/ExpertResources' },
  { label: 'Contact', to: '/ContactUs' },
  { label: 'Help Center', to: '/HelpCenter' },
  { label: 'Our Mission', to: '/OurMission' },
] as const
