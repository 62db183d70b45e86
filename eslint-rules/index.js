import featureEntryPoints from './feature-entry-points.js'
import noModuleState from './no-module-state.js'
import tableOwnership from './table-ownership.js'

/** Tio's own lint rules (issue 19 items 1 and 2), used as the `tio` plugin in eslint.config.js. */
export default {
  meta: { name: 'tio' },
  rules: { 'feature-entry-points': featureEntryPoints, 'no-module-state': noModuleState, 'table-ownership': tableOwnership },
}
