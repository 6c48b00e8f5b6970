import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * A file's name is on disk once its folder is synced, not when the file is (POSIX; ext4 and XFS may make it durable
 * sooner, but nothing promises it). A power cut otherwise can leave data that refers to the file, such as secrets
 * sealed with the key in it, without the file.
 */
export function syncFolder(folder: string) {
  const fd = openSync(folder, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** `mkdir -p` whose new folders survive a power cut: each one's parent is synced after it is made. */
export function makeFolderDurably(folder: string, mode: number) {
  const missing: string[] = [];
  for (let at = resolve(folder); !existsSync(at); at = dirname(at)) missing.unshift(at);
  mkdirSync(folder, { recursive: true, mode });
  for (const made of missing) syncFolder(dirname(made));
}

/**
 * Writes a new file (`wx`: never over one that exists) and makes it and its name durable before returning, so
 * nothing is built on it that a power cut could outlive.
 */
export function createFileDurably(path: string, text: string, mode: number) {
  const fd = openSync(path, 'wx', mode);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  syncFolder(dirname(path));
}

/** Renames and syncs the folder, so after a power cut the name points at the new file, not the old one. */
export function renameDurably(from: string, to: string) {
  renameSync(from, to);
  syncFolder(dirname(to));
}
