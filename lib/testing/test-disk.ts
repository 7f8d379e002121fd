import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The upload tests' local-disk storage under their throwaway DATA_DIR: its folder and the images in it. */
export function diskUploads(dataDir: string) {
  const directory = path.join(dataDir, 'uploads');
  const storedFiles = (): string[] =>
    existsSync(directory)
      ? readdirSync(directory, { recursive: true, encoding: 'utf8' }).filter((name) => /\.(jpg|png)$/.test(name))
      : [];
  return { directory, storedFiles };
}
