import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder: the nearest one up from this module holding
 * package.json. The same answer from the sources (server/lib/) and from the
 * compiled server (dist/server/), so files beside the code — migrations,
 * public pages, the built web app — are found from either.
 */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('package.json not found above the server');
    dir = up;
  }
  return dir;
}

export const PROJECT_ROOT = findRoot();
