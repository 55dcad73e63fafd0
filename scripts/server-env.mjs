/**
 * The environment every server process starts with (npm start, npm run
 * cluster, the tests' servers; docs/DEPLOYMENT.md gives it for a deployment):
 * what the process cannot set for itself once it runs, before what the caller
 * gives, which wins.
 *
 * MALLOC_ARENA_MAX=2: glibc gives each thread that allocates (the render
 * workers, libuv's pool where sharp and resvg work) an arena of its own, up
 * to eight per core, and keeps what each arena once held. Two arenas: under
 * 50 connections of mixed traffic the embedded-database server peaked at
 * 680 MB instead of 826 MB, and rested at 408 MB instead of 456 MB
 * (docs/PERFORMANCE.md §14), at the same throughput.
 */
export const SERVER_PROCESS_ENV = { MALLOC_ARENA_MAX: '2' };
