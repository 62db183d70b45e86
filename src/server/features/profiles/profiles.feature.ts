import type { PeopleService } from '../contacts'
import type { Feature } from '../feature'
import type { ReferralsService } from '../referrals'
import { createProfilesRoutes, createPublicUsersRoutes } from './profiles.routes'

/** The signed-in user's own profile, settings, points history, referral and account deletion; public user pages. */
export function createProfilesFeature(deps: {
  referrals: Pick<ReferralsService, 'credit'>
  people: Pick<PeopleService, 'peopleOf'>
}): Feature {
  return {
    routes: {
      '/profile': createProfilesRoutes({ referrals: deps.referrals, peopleOf: deps.people.peopleOf }),
      '/users': createPublicUsersRoutes(),
    },
    service: undefined,
  }
}
