/** Voice and video calls between two people; what other features may use of them. */
export { createCallsFeature } from './calls.feature'
export { listFinishedCallsBetween } from './calls.service'
export { acceptedCallSince, callsBetweenSince } from './calls-between'
