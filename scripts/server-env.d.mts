/** scripts/server-env.mjs: the environment every server process starts with. */
export declare const SERVER_PROCESS_ENV: Readonly<Record<string, string>>;
