/** The assistant (Tio Chat): answers from content and experts; what other features may use of it. */
export { createAssistantFeature } from './assistant.feature'
export { deleteAssistantDataOf, findExperts } from './assistant.service'
export { loadPassages } from './knowledge'
