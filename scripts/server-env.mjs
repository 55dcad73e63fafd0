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
 *
 * MALLOC_MMAP_THRESHOLD_=1048576: every allocation of 1 MB or more (a
 * render's pixels, an encoded file, a response's body) is mapped on its own
 * and goes back to the system when freed. Left to glibc, the threshold rises
 * to the size of each large block freed (up to 32 MB), so the next pictures
 * come from the arenas and their memory stays with the process: after a
 * burst of 5000×3750 renders the server kept 463–538 MB instead of ~290 MB,
 * and 50 connections of mixed traffic then peaked at 635–938 MB instead of
 * 449–458 MB (docs/PERFORMANCE.md §14, sixth pass), at the same throughput
 * and render times.
 */
export const SERVER_PROCESS_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '1048576' };
