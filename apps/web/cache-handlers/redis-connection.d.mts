// Types of redis-connection.mjs for the site's TypeScript (src/ compiles without allowJs). The
// module's own JSDoc is checked by this folder's tsconfig; keep the two in step.
import type { createClient } from 'redis';

export type RedisClient = ReturnType<typeof createClient>;

export declare const CONNECT_TIMEOUT_MS: number;
export declare const COMMAND_TIMEOUT_MS: number;

export declare class RedisConnection {
  constructor(url: string, options?: { name?: string; connectTimeoutMs?: number });
  client(): Promise<RedisClient | null>;
  commandClient(): RedisClient;
  failed(error: unknown): void;
  succeeded(): void;
  close(): Promise<void>;
}

export declare function attempt<T>(connection: RedisConnection, operation: (client: RedisClient) => Promise<T>, fallback: T): Promise<T>;
export declare function isBuildPhase(): boolean;
export declare function sharedRedisConnection(): RedisConnection | null;
export declare function keyPrefix(): string;
