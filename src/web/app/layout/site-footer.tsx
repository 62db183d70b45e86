import { Link, useLocation } from 'react-router'
import { InstallTioButton } from '../../features/pwa/install-tio-button'
import { useSession, type SessionState } from '../../lib/session'
import { cn } from '../../ui/cn'
import { Logo } from './logo'
import { SessionLink } from './session-link'
import { isChatPath, SITE_FOOTER_ID } from './nav-links'

// FOOT-02/03: the choice depends only on whether a userProfiles record exists; a visitor gets the login popup.
const accountPath = ({ me }: SessionState) => (me ? (me.hasUserProfile ? '/profile' : '/expertprofile') : null)
// FOOT-04: logged in → own settings (the referral code lives there); visitor → the Referral page.
const referralPath = ({ me }: SessionState) => (me ? (me.isApprovedExpert ? '/expertsettings' : '/settings') : '/Referral')

const LINK = 'text-sm text-ink-muted hover:text-ink hover:underline underline-offset-2'

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `footer-${title.toLowerCase().replaceAll(' ', '-')}`
  return (
    <div>
      <h2 id={id} className="text-sm font-bold text-ink">
        {title}
      </h2>
      <ul aria-labelledby={id} className="mt-3 flex flex-col gap-2">
        {children}
      </ul>
    </div>
  )
}

/**
 * The footer (FOOT-01..07): About Us, Support, Useful Links, and 'Install Tio'. Hidden on chat paths
 * at 768 px and narrower, where the conversation needs the whole screen.
 */
export function SiteFooter() {
  const { pathname } = useLocation()
  const session = useSession()
  return (
    <footer
      id={SITE_FOOTER_ID}
      data-testid="site-footer"
      className={cn('border-t border-line bg-surface-muted', isChatPath(pathname) && '[@media(max-width:768px)]:hidden')}
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-[1.3fr_1fr_1fr_1fr]">
        <div className="flex flex-col items-start gap-4">
          <Logo />
          <p className="max-w-xs text-sm text-ink-muted">Ask Tio first, then message, call and connect with verified human experts.</p>
          <InstallTioButton />
        </div>
        <Column title="About Us">
          <li>
            <Link className={LINK} to="/about">
              About Tio
            </Link>
          </li>
          <li>
            <Link className={LINK} to="/OurTeam">
              Our Team
            </Link>
          </li>
          <li>
            <Link className={LINK} to="/OurMission">
              Our Mission
            </Link>
          </li>
          <li>
            <Link className={LINK} to="/JoinUs">
              Join Us
            </Link>
          </li>
          <li>
            <Link className={LINK} to="/PressAndMedia">
              Press and Media
            </Link>
          </li>
          <li>
            <Link className={LINK} to="/ourexperts">
              Our Experts
            </Link>
          </li>
        </Column>
        <Column title="Support">
          <li>
            <Link className={LINK} to="/HelpCenter">
              Help Center
            </Link>
          </li>
          <li>
            <Link className={LINK} to="/ContactUs">
              Contact Us
            </Link>
          </li>
          <li>
            <Link className={LINK} to="/FAQ">
              FAQ
            </Link>
          </li>
          <li>
            <Link className={LINK} to="/smart">
              Smart Answers
            </Link>
          </li>
        </Column>
        <Column title="Useful Links">
          <li>
            <Link className={LINK} to="/blog">
              Blog
            </Link>
          </li>
          <li>
            <Link className={LINK} to="/ExpertResources">
              Expert Resources
            </Link>
          </li>
          <li>
            <Link className={LINK} to="/Pricing">
              Pricing
            </Link>
          </li>
          <li>
            <Link className={LINK} to="/Shop">
              Shop
            </Link>
          </li>
          <li>
            <Link className={LINK} to="/PrivacyPolicy">
              Privacy Policy
            </Link>
          </li>
          <li>
            <Link className={LINK} to="/TermsOfService">
              Terms of Service
            </Link>
          </li>
          <li>
            <SessionLink className={LINK} to={accountPath(session) ?? '/profile'} destination={accountPath}>
              Account
            </SessionLink>
          </li>
          <li>
            <SessionLink className={LINK} to={referralPath(session)} destination={referralPath}>
              Referral
            </SessionLink>
          </li>
        </Column>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-ink-muted">© {new Date().getFullYear()} Tio. All rights reserved.</p>
      </div>
    </footer>
  )
}
