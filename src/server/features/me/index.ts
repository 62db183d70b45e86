/** GET /api/me: who the signed-in user is. */
export { createMeFeature } from './me.feature'
