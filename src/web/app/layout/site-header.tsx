import { CalendarClock, ChevronDown, GraduationCap, LogOut, Menu, MessageCircle, Settings, User, X } from 'lucide-react'
import { useEffect, useRef, useState, type ComponentProps } from 'react'
import { Link, useLocation } from 'react-router'
import { MESSAGES } from '../../../shared/messages'
import { useAuthDialogs } from '../../features/auth/auth-dialogs'
import { useUnreadCount } from '../../features/chat/hooks/use-unread-count'
import { InstallTioButton } from '../../features/pwa/install-tio-button'
import { SearchBox } from '../../features/search/components/search-box'
import { useUrlSearch } from '../../features/search/hooks/use-url-search'
import { useSession, type Me, type SessionState } from '../../lib/session'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { DROPDOWN_ITEM_CLASS, DropdownItem, DropdownMenu } from '../../ui/dropdown-menu'
import { Logo } from './logo'
import { DISCOVER_LINKS } from '../../features/content/lib/discover-links'
import { accountPaths } from './nav-links'
import { SessionLink } from './session-link'
import { useHideBehind } from './use-hide-behind'
import { useLiveMe, useLogout } from './use-session-actions'

const NAV_LINK =
  'whitespace-nowrap rounded-full px-3 py-2 text-sm font-semibold text-ink transition-colors hover:bg-surface-muted aria-[current=page]:text-brand-700 dark:aria-[current=page]:text-brand-300'

/** A dropdown of the bar; while it is open the page behind it is hidden from assistive technology. */
function NavDropdown(props: Omit<ComponentProps<typeof DropdownMenu>, 'onOpenChange'>) {
  const [open, setOpen] = useState(false)
  useHideBehind(open)
  return <DropdownMenu {...props} onOpenChange={setOpen} />
}

/** NAV-22: on the home page the bar is see-through over the hero and turns solid once past it. */
function useSolidBar(pathname: string): boolean {
  const [pastHome, setPastHome] = useState(false)
  const onHome = pathname === '/'
  useEffect(() => {
    if (!onHome) return
    const update = () => {
      const home = document.getElementById('home')
      const limit = home ? home.offsetTop + home.offsetHeight - 64 : 0
      setPastHome(window.scrollY > limit)
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [onHome])
  return !onHome || pastHome
}

/** 'Chat' (NAV-03/04): Tio Chat for a signed-in user, the login popup for a visitor. */
function ChatLink({ to, className, onNavigate }: { to: string; className: string; onNavigate?: () => void }) {
  return (
    <SessionLink to={to} destination={(session) => (session.status === 'signed-in' ? to : null)} className={className} onClick={onNavigate}>
      Chat
    </SessionLink>
  )
}

/** 'Become an Expert' (NAV-08/09): the application for a signed-in user, the presentation for a visitor. */
function BecomeAnExpertLink({ session, className, onNavigate }: { session: SessionState; className: string; onNavigate?: () => void }) {
  return (
    <SessionLink
      to={accountPaths(session.me).becomeAnExpert}
      destination={(known) => accountPaths(known.me).becomeAnExpert}
      className={className}
      onClick={onNavigate}
    >
      Become an Expert
    </SessionLink>
  )
}

function MessagesLink({ className, onNavigate, compact }: { className: string; onNavigate?: () => void; compact?: boolean }) {
  const unread = useUnreadCount()
  return (
    <Link to="/chat" className={cn('relative', className)} onClick={onNavigate}>
      <MessageCircle aria-hidden="true" className={compact ? 'size-5 xl:size-4' : 'size-4'} />
      <span className={compact ? 'max-xl:sr-only' : undefined}>Messages</span>
      {unread > 0 ? (
        <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-bold text-white">
          <span aria-hidden="true">{unread}</span>
          <span className="sr-only">, {unread} unread</span>
        </span>
      ) : null}
    </Link>
  )
}

function ExpertCap() {
  return <GraduationCap role="img" aria-label="Approved expert" className="size-4 text-brand-700 dark:text-brand-300" />
}

/** NAV-15..17, NAV-23/24: Login / first name (+ cap); verified users get the account dropdown. */
function AccountButton({ session }: { session: SessionState }) {
  const dialogs = useAuthDialogs()
  const logout = useLogout()
  if (session.status === 'loading') {
    return <span aria-hidden="true" className="inline-block h-10 w-20 animate-pulse rounded-full bg-surface-muted" />
  }
  if (session.status === 'signed-out') {
    return (
      <Button onClick={dialogs.openLogin} className="px-5">
        {MESSAGES.login}
      </Button>
    )
  }
  const me = session.me
  const label = (
    <>
      <span className="max-w-28 truncate">{me.firstName || me.displayName.split(/\s+/)[0]}</span>
      {me.isApprovedExpert ? <ExpertCap /> : null}
    </>
  )
  const buttonClass =
    'inline-flex h-10 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-semibold text-ink hover:bg-surface-muted'
  if (!me.emailVerified) {
    return (
      <button type="button" className={buttonClass} onClick={dialogs.openUnverified} aria-haspopup="dialog">
        {label}
      </button>
    )
  }
  const paths = accountPaths(me)
  return (
    <NavDropdown
      label="Account"
      trigger={
        <button type="button" className={buttonClass}>
          {label}
          <ChevronDown aria-hidden="true" className="size-4" />
        </button>
      }
    >
      <DropdownItem
        render={(close) => (
          <Link to={paths.profile} className={DROPDOWN_ITEM_CLASS} onClick={close}>
            <User aria-hidden="true" className="size-4" /> Profile
          </Link>
        )}
      />
      {/* From 1024 px Messages sits in the bar beside this button: a second one here would make two links named 'Messages'. */}
      <DropdownItem className="lg:hidden" render={(close) => <MessagesLink className={DROPDOWN_ITEM_CLASS} onNavigate={close} />} />
      <DropdownItem
        render={(close) => (
          <Link to="/consultations" className={DROPDOWN_ITEM_CLASS} onClick={close}>
            <CalendarClock aria-hidden="true" className="size-4" /> Consultations
          </Link>
        )}
      />
      <DropdownItem
        render={(close) => (
          <Link to={paths.settings} className={DROPDOWN_ITEM_CLASS} onClick={close}>
            <Settings aria-hidden="true" className="size-4" /> Settings
          </Link>
        )}
      />
      <DropdownItem
        render={(close) => (
          <button
            type="button"
            className={DROPDOWN_ITEM_CLASS}
            onClick={() => {
              close()
              void logout()
            }}
          >
            <LogOut aria-hidden="true" className="size-4" /> {MESSAGES.logout}
          </button>
        )}
      />
    </NavDropdown>
  )
}

function Points({ me, className }: { me: Me; className?: string }) {
  return (
    <span
      aria-live="polite"
      className={cn(
        'whitespace-nowrap rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100',
        className,
      )}
    >
      {MESSAGES.points(me.points)}
    </span>
  )
}

function DesktopNav({ session }: { session: SessionState }) {
  return (
    <div className="hidden min-w-0 flex-1 items-center gap-0.5 lg:flex xl:gap-1">
      <Link to="/" className={NAV_LINK}>
        Home
      </Link>
      <ChatLink to="/chatBot" className={NAV_LINK} />
      <Link to="/Shop" className={NAV_LINK}>
        Shop
      </Link>
      <NavDropdown
        label="Discover"
        align="start"
        trigger={
          <button type="button" className={cn(NAV_LINK, 'inline-flex items-center gap-1')}>
            Discover <ChevronDown aria-hidden="true" className="size-4" />
          </button>
        }
      >
        {DISCOVER_LINKS.map((item) => (
          <DropdownItem
            key={item.to}
            render={(close) => (
              <Link to={item.to} className={DROPDOWN_ITEM_CLASS} onClick={close}>
                {item.label}
              </Link>
            )}
          />
        ))}
      </NavDropdown>
      <BecomeAnExpertLink session={session} className={NAV_LINK} />
      <div className="ml-auto w-full min-w-0 max-w-56 overflow-hidden xl:max-w-72">
        <SearchBox variant="desktop" />
      </div>
    </div>
  )
}

function MobileMenu({ session, onClose }: { session: SessionState; onClose: () => void }) {
  const dialogs = useAuthDialogs()
  const logout = useLogout()
  const paths = accountPaths(session.me)
  const item = 'flex items-center gap-2 rounded-xl px-3 py-3 text-base font-semibold text-ink hover:bg-surface-muted'
  return (
    <div
      id="mobile-menu"
      className="fixed inset-x-0 bottom-0 top-16 z-40 overflow-y-auto border-t border-line bg-surface px-4 pb-10 pt-4 lg:hidden"
    >
      <SearchBox variant="mobile" />
      <nav aria-label="Menu" className="mt-4 flex flex-col">
        <Link to="/" className={item} onClick={onClose}>
          Home
        </Link>
        <ChatLink to="/chatbot" className={item} onNavigate={onClose} />
        <Link to="/Shop" className={item} onClick={onClose}>
          Shop
        </Link>
        <p className="mt-3 px-3 text-xs font-bold uppercase tracking-wider text-ink-muted" id="mobile-discover">
          Discover
        </p>
        <ul aria-labelledby="mobile-discover" className="grid grid-cols-2 gap-x-2">
          {DISCOVER_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={cn(item, 'py-2 text-sm')} onClick={onClose}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <BecomeAnExpertLink session={session} className={cn(item, 'mt-2')} onNavigate={onClose} />
        {session.me ? (
          <>
            {session.me.emailVerified ? (
              <>
                <Link to={paths.profile} className={item} onClick={onClose}>
                  <User aria-hidden="true" className="size-5" /> Profile
                </Link>
                <MessagesLink className={item} onNavigate={onClose} />
                <Link to="/consultations" className={item} onClick={onClose}>
                  <CalendarClock aria-hidden="true" className="size-5" /> Consultations
                </Link>
                <Link to={paths.settings} className={item} onClick={onClose}>
                  <Settings aria-hidden="true" className="size-5" /> Settings
                </Link>
              </>
            ) : (
              <>
                <MessagesLink className={item} onNavigate={onClose} />
                <Link to="/consultations" className={item} onClick={onClose}>
                  <CalendarClock aria-hidden="true" className="size-5" /> Consultations
                </Link>
              </>
            )}
            <button
              type="button"
              className={item}
              onClick={() => {
                onClose()
                void logout()
              }}
            >
              <LogOut aria-hidden="true" className="size-5" /> {MESSAGES.logout}
            </button>
          </>
        ) : (
          <Link
            to="/JoinUs"
            className={cn(item, 'mt-2 justify-center bg-brand-600 text-white hover:bg-brand-700')}
            onClick={(event) => {
              event.preventDefault()
              onClose()
              dialogs.openSignUp()
            }}
          >
            {MESSAGES.join}
          </Link>
        )}
      </nav>
      {session.me ? (
        <Link to="/JoinUs" className={cn(item, 'mt-2 text-sm text-ink-muted')} onClick={onClose}>
          {MESSAGES.join}
        </Link>
      ) : null}
      <div className="mt-4 px-3">
        <InstallTioButton />
      </div>
    </div>
  )
}

/** The navigation bar of every page (spec §2): desktop bar with dropdowns at ≥ 1024 px, menu below. */
export function SiteHeader() {
  const session = useSession()
  const { pathname } = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const solid = useSolidBar(pathname) || menuOpen
  useLiveMe()
  // Below 1024 px Messages is inside the menu: the menu button carries its unread count.
  const unread = useUnreadCount()

  useEffect(() => setMenuOpen(false), [pathname])
  // /?q=… (the home page's category icons): below 1024 px the results open in the menu's search panel,
  // each time they are asked for (the same icon again too).
  const urlSearch = useUrlSearch()
  useEffect(() => {
    if (urlSearch.q && window.innerWidth < 1024) setMenuOpen(true)
  }, [urlSearch.request])

  // NAV-21: the page behind the open menu does not scroll, and is out of reach until the menu closes.
  useHideBehind(menuOpen, { inert: true })
  useEffect(() => {
    if (!menuOpen) return
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      menuButton.current?.focus()
    }
    const onResize = () => {
      if (window.innerWidth >= 1024) setMenuOpen(false)
    }
    window.addEventListener('keydown', onKey)
    window.addEventListener('resize', onResize)
    return () => {
      document.body.style.overflow = previous
      window.removeEventListener('keydown', onKey)
      window.removeEventListener('resize', onResize)
    }
  }, [menuOpen])

  return (
    <header
      data-solid={solid ? 'true' : 'false'}
      className={cn(
        'sticky top-0 z-40 transition-[background-color,box-shadow,border-color] duration-200',
        solid ? 'border-b border-line bg-surface shadow-sm' : 'border-b border-transparent bg-transparent',
      )}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 lg:gap-4">
        <Logo onClick={() => setMenuOpen(false)} />
        <DesktopNav session={session} />
        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          {session.me ? (
            <>
              <Points me={session.me} className="max-sm:px-2 max-sm:text-xs lg:max-xl:px-2 lg:max-xl:text-xs" />
              <span className="hidden lg:inline-flex">
                <MessagesLink compact className={cn(NAV_LINK, 'inline-flex items-center gap-1.5')} />
              </span>
            </>
          ) : null}
          <AccountButton session={session} />
          <button
            ref={menuButton}
            type="button"
            className="relative inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface-muted lg:hidden"
            aria-label={unread > 0 ? `Menu, ${unread} unread` : 'Menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
            {unread > 0 && !menuOpen ? (
              <span
                aria-hidden="true"
                className="absolute top-0 right-0 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white"
              >
                {unread}
              </span>
            ) : null}
          </button>
        </div>
      </nav>
      {menuOpen ? <MobileMenu session={session} onClose={() => setMenuOpen(false)} /> : null}
    </header>
  )
}
