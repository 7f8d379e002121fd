import 'server-only';
import { cleanUnusedUploads } from './clean-unused-uploads';

const INTERVAL_MS = 60 * 60 * 1000;
const FIRST_ROUND_MS = 60 * 1000;
const globalForLoop = globalThis as unknown as { uploadCleanupLoop?: ReturnType<typeof setInterval> };

/** Hourly (the first round a minute after start), removes the uploads nothing uses (cleanUnusedUploads). */
export function startUploadCleanupLoop() {
  if (globalForLoop.uploadCleanupLoop) return;
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      // Rounds of 500 until none is left.
      while ((await cleanUnusedUploads()).length === 500);
    } catch (error) {
      console.error('[uploads] clean-up round failed', error);
    } finally {
      running = false;
    }
  };
  globalForLoop.uploadCleanupLoop = setInterval(() => void round(), INTERVAL_MS);
  globalForLoop.uploadCleanupLoop.unref?.();
  setTimeout(() => void round(), FIRST_ROUND_MS).unref?.();
}
