import { readdirSync } from 'node:fs';
import path from 'node:path';

// Every API route of the app as it is on disk (app/api/**/route.ts), for tests that walk them all:
// a new route is covered the day it is added, with no list to keep.

export const API_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type ApiMethod = (typeof API_METHODS)[number];
export type ApiHandler = (request: Request, context: { params: Promise<unknown> }) => Promise<Response>;

const API_DIR = path.join(import.meta.dirname, '..', '..', 'app', 'api');

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

/** Each route's address pattern (`/api/user/[id]`) and its handlers by method. */
export async function apiRoutes(): Promise<{ route: string; handlers: Partial<Record<ApiMethod, ApiHandler>> }[]> {
  return Promise.all(
    routeFiles(API_DIR)
      .sort()
      .map(async (file) => ({
        route: `/api/${path.relative(API_DIR, path.dirname(file)).split(path.sep).join('/')}`,
        handlers: (await import(file)) as Partial<Record<ApiMethod, ApiHandler>>,
      })),
  );
}

/** next-auth's handler needs Next.js's request scope (next/headers): the end-to-end tests call it. */
export const NEXT_AUTH_ROUTE = '/api/auth/[...nextauth]';
