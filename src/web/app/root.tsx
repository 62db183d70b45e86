import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
  type LoaderFunctionArgs,
  type MetaArgs,
} from 'react-router'
import { SignedInCallsLayer } from '../features/calls/components/signed-in-calls-layer'
import { SignedInUnreadLive } from '../features/chat/components/signed-in-unread-live'
import { AuthDialogsProvider } from '../features/auth/auth-dialogs'
import { UnverifiedEmailBanner } from '../features/auth/components/unverified-email-banner'
import { OfflineOverlay } from '../features/pwa/offline-page'
import { registerServiceWorker } from '../features/pwa/register-service-worker'
import { PushSubscriber } from '../features/push/components/push-subscriber'
import { retryOnce } from '../lib/api'
import { ToastProvider } from '../ui/toast'
import './app.css'
import { NotFound, notFoundMeta } from './layout/not-found'
import { SiteFooter } from './layout/site-footer'
import { SiteHeader } from './layout/site-header'
import { isStaleScriptError, reloadOnceForUpdate } from './layout/stale-scripts'

export function loader({ context }: LoaderFunctionArgs) {
  return { nonce: context.nonce }
}

// Only used when a route's error reaches the root boundary; otherwise each route's own meta wins.
export function meta({ error }: MetaArgs) {
  if (!error) return []
  return isRouteErrorResponse(error) && error.status === 404 ? notFoundMeta() : [{ title: 'Something went wrong · Tio' }]
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  // On the client the nonce attribute reads back empty; take it from a script React Router rendered.
  const nonce =
    data?.nonce ??
    (typeof document !== 'undefined' ? (document.querySelector('script[nonce]') as HTMLScriptElement | null)?.nonce : undefined)
  useEffect(() => {
    // The layout's effects run last in the first commit, whatever it wraps (the app or an error page):
    // every control has its handlers from here on. Browser tests wait for this before clicking, and the
    // early-input script (early-input.ts) replays what the visitor did before it.
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2552e0" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="flex min-h-dvh flex-col bg-surface text-ink antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

/** Query client, toasts and the site frame (header, main, footer, account popups, overlays). */
function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <AuthDialogsProvider>
      <SiteHeader />
      <UnverifiedEmailBanner />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <OfflineOverlay />
      <SignedInCallsLayer />
      <SignedInUnreadLive />
      <PushSubscriber />
    </AuthDialogsProvider>
  )
}

function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: retryOnce, refetchOnWindowFocus: false } } }))
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  )
}

export default function App() {
  useEffect(() => {
    void registerServiceWorker()
  }, [])
  return (
    <Providers>
      <SiteFrame>
        <Outlet />
      </SiteFrame>
    </Providers>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const stale = isStaleScriptError(error)
  useEffect(() => {
    if (stale) reloadOnceForUpdate()
  }, [stale])
  // A loader's 404 (unknown post, expert or user) keeps the whole site frame around the not-found page.
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Providers>
        <SiteFrame>
          <NotFound />
        </SiteFrame>
      </Providers>
    )
  }
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-ink-muted">
        {stale
          ? 'Tio has been updated since this page opened. Reload the page to get the new version.'
          : 'Please reload the page. If it keeps happening, contact us.'}
      </p>
      <a className="mt-8 inline-block font-semibold text-brand-600 underline" href="/">
        Back to home
      </a>
    </main>
  )
}
