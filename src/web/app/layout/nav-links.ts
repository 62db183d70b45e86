import type { Me } from '../../lib/session'

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

/** The footer's id: the mobile menu takes it out of reach while it covers the page (NAV-21). */
export const SITE_FOOTER_ID = 'site-footer'
