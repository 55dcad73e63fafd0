/**
 * The `unit` project runs the route tests on in-memory PGlite even where
 * DATABASE_URL names a PostgreSQL server (the `postgres` project runs them
 * there): each file's process forgets it before the file is loaded.
 */
delete process.env.DATABASE_URL;
