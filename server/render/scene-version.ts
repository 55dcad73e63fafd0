import { createHash } from 'node:crypto';
import { SCENE_ENGINE_VERSION } from '../../core/mockups/compose';
import { sceneById } from '../../core/mockups/library';

const versions = new Map<string, string>();

/**
 * A mockup scene's version: a hash of the engine's version and the scene's
 * whole definition (art, placements, labels), computed once per process. Part of the render cache key and of
 * the scene's address for browsers, so an edited scene is never served stale.
 * Throws for an unknown scene.
 */
export function sceneVersion(id: string): string {
  let v = versions.get(id);
  if (v === undefined) {
    const scene = sceneById(id);
    if (!scene) throw new Error(`unknown mockup scene ${JSON.stringify(id)}`);
    v = createHash('sha256').update(JSON.stringify([SCENE_ENGINE_VERSION, scene])).digest('hex').slice(0, 16);
    versions.set(id, v);
  }
  return v;
}
