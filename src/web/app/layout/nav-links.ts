import type { Me } from '../../lib/session'

/** NAV-06/07: the Discover group. */
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

/** NAV-10/12, STATE-08: approved experts get their own profile and settings pages. */
export function accountPaths(me: Me | null) {
  const expert = Boolean(me?.isApprovedExpert)
  return {
    profile: expert ? '/expertprofile' : '/profile',
    settings: expert ? '/expertsettings' : '/settings',
    becomeAnExpert: me ? '/ExpertVerification' : '/BecomeAnExpert',
  }
}

export const isChatPath = (pathname: string) => /^\/chat/i.test(pathname)
