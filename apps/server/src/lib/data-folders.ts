import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where an instance keeps its files: DATA_DIR, or a new temporary folder (tests). */
export type DataFolders = {
  dataDir: string;
  /** Uploaded and received media, served on /uploads/. */
  uploadsDir: string;
  /** Where e-mail goes while no SMTP server is configured. */
  outboxDir: string;
};

/** The folders of `dataDir` (a new temporary one when none is given); nothing is created inside yet. */
export function dataFolders(dataDir = mkdtempSync(join(tmpdir(), 'ponte-'))): DataFolders {
  return { dataDir, uploadsDir: join(dataDir, 'uploads'), outboxDir: join(dataDir, 'outbox') };
}

/** Makes the uploads folder if it is missing (the outbox is made when the first e-mail goes there). */
export function makeUploadsFolder(folders: DataFolders) {
  mkdirSync(folders.uploadsDir, { recursive: true });
}
