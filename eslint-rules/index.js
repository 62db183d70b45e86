import featureEntryPoints from './feature-entry-points.js'
import tableOwnership from './table-ownership.js'

/** Tio's own lint rules (issue 19 item 2), used as the `tio` plugin in eslint.config.js. */
export default { meta: { name: 'tio' }, rules: { 'feature-entry-points': featureEntryPoints, 'table-ownership': tableOwnership } }
