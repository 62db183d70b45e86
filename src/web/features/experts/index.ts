/** Expert applications: the signed-in user's own application, as other features read it. */
export { APPLICATION_QUERY_KEY, ownApplicationQuery } from './application-api'
