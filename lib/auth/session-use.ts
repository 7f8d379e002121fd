import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

// Whether an API answer was computed with the session. route() (lib/http.ts) runs each handler
// inside answerWatchingSession(); the session helpers (session.ts) call noteSessionUse() whenever
// they read a token, from the cookie or a Bearer header, so an answer that depends on who asks is
// known as such without a list of routes: a shared cache that ignores cookies must never keep it.

const answers = new AsyncLocalStorage<{ usedSession: boolean }>();

export function noteSessionUse() {
  const answer = answers.getStore();
  if (answer) answer.usedSession = true;
}

/** Runs `compute`, and says whether it read the session on the way. */
export async function answerWatchingSession<T>(
  compute: () => Promise<T>,
): Promise<{ result: T; usedSession: boolean }> {
  const answer = { usedSession: false };
  const result = await answers.run(answer, compute);
  return { result, usedSession: answer.usedSession };
}
