import path from 'node:path'

const FEATURE = /(?:^|\/)src\/(server|web)\/features\/([^/]+)\/(.*)$/

/**
 * The feature a file belongs to: { side: 'server' | 'web', name, rest } for a file under
 * src/<side>/features/<name>/, else null (the composition root features/index.ts included).
 */
export function featureOf(filename) {
  const match = FEATURE.exec(filename.split(path.sep).join('/'))
  return match ? { side: match[1], name: match[2], rest: match[3] } : null
}
