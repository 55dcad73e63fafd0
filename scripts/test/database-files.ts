import { dependents, importGraph, isTestFile } from './import-graph';

/**
 * The test files under `dir` that open a database: those whose imports, followed
 * through the project's own modules (scripts/test/import-graph.ts), reach
 * `database` (server/db/client.ts). The `postgres` project runs these again on
 * PostgreSQL; a file that never reaches the database (a renderer, a payment
 * driver's signing) would only run the same checks twice. Read from the sources
 * when the config loads, so a new test file is sorted by what it imports, not by
 * a list someone has to keep.
 */
export function filesThatOpenADatabase(root: string, dir: string, database: string): string[] {
  const graph = importGraph(root, [dir]);
  return [...dependents(graph, [database]).reached].filter((file) => isTestFile(file) && file.startsWith(`${dir}/`));
}
