import { useQuery } from '@tanstack/react-query'
import { getAuthProviders } from '../auth-api'

/** Which optional sign-in methods the server offers (Google only when configured). */
export function useAuthProviders() {
  const { data } = useQuery({ queryKey: ['auth-providers'], queryFn: getAuthProviders, staleTime: Infinity })
  return { google: data?.google ?? false }
}
