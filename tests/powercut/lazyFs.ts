/**
 * Mounts the lazy file system (`lazyfs.py`, see README.md) from Node: a backing folder (the disk) under a mount
 * point, with a power cut on command and an unmount that stands for the machine going down.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./lazyfs.py', import.meta.url));

/** Debian's python3 (it has python3-fusepy); a python3 on PATH (pyenv, venv) may not. */
const python = ['/usr/bin/python3', 'python3'].find(
  (candidate) => spawnSync(candidate, ['-c', 'import fusepy'], { stdio: 'ignore' }).status === 0,
);

export const lazyFsInstallHint =
  "needs /dev/fuse, root (the mount serves the postgres user too, allow_other) and Debian's FUSE for Python: `sudo apt-get install -y fuse3 python3-fusepy`";

/** Why the lazy file system cannot be mounted here, or undefined if it can. */
export function lazyFsUnavailable(): string | undefined {
  if (!existsSync('/dev/fuse')) return `no /dev/fuse; the power-cut test ${lazyFsInstallHint}`;
  if (process.getuid?.() !== 0) return `not root; the power-cut test ${lazyFsInstallHint}`;
  if (!python) return `no python3 with fusepy; the power-cut test ${lazyFsInstallHint}`;
  return undefined;
}

/**
 * When a new, renamed or removed directory entry is durable: `journaled` (ext4, XFS) at the next fsync of anything,
 * `posix` only at an fsync of its own directory (README.md).
 */
export type Directories = 'journaled' | 'posix';

export interface LazyMount {
  backing: string;
  mountpoint: string;
  /** Drops every unsynced write and directory change; from then on the mount answers EIO (the disk is dead). */
  cut(): Promise<void>;
  /** What the layer holds unsynced: `files=… blocks=… entries=… dead=…`. */
  status(): Promise<string>;
  /** Unmounts (lazily, as the processes using it may just have been killed) and waits for the layer to exit. */
  unmount(): Promise<void>;
}

function command(socket: string, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const connection = createConnection(socket);
    let answer = '';
    connection.on('connect', () => connection.write(`${line}\n`));
    connection.on('data', (chunk) => {
      answer += String(chunk);
    });
    connection.on('end', () => resolve(answer.trim()));
    connection.on('error', reject);
  });
}

function exited(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Mounts `backing` at `mountpoint` (both created if missing) and resolves once the mount answers. */
export async function mountLazy(
  backing: string,
  mountpoint: string,
  {
    keepOnCut = false,
    directories = 'journaled',
    timeoutMs = 15_000,
  }: { keepOnCut?: boolean; directories?: Directories; timeoutMs?: number } = {},
): Promise<LazyMount> {
  const unavailable = lazyFsUnavailable();
  if (unavailable) throw new Error(unavailable);
  mkdirSync(backing, { recursive: true });
  mkdirSync(mountpoint, { recursive: true });
  const socket = `${mountpoint}.control`;
  const child = spawn(python!, [script, backing, mountpoint, socket], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // A cut that keeps everything: only to show that the self-tests would notice a layer that loses nothing.
    env: { ...process.env, LAZYFS_CUT_KEEPS: keepOnCut ? '1' : '0', LAZYFS_DIRECTORIES: directories },
  });
  let output = '';
  const mounted = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`lazyfs did not mount within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const listen = (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('lazyfs: mounted')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', listen);
    child.stderr!.on('data', listen);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`lazyfs exited with ${code} before mounting:\n${output}`));
    });
  });
  try {
    await mounted;
    await command(socket, 'status');
  } catch (error) {
    child.kill('SIGKILL');
    spawnSync('umount', ['-l', mountpoint], { stdio: 'ignore' });
    throw error;
  }
  return {
    backing,
    mountpoint,
    async cut() {
      const answer = await command(socket, 'cut');
      if (answer !== 'cut') throw new Error(`lazyfs did not cut power: ${answer}\n${output}`);
    },
    status: () => command(socket, 'status'),
    async unmount() {
      spawnSync('umount', ['-l', mountpoint], { stdio: 'ignore' });
      const gone = await Promise.race([
        exited(child).then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
      ]);
      if (!gone) {
        child.kill('SIGKILL');
        await exited(child);
        spawnSync('umount', ['-l', mountpoint], { stdio: 'ignore' });
      }
      if (/Traceback|lazyfs: could not/.test(output)) console.error(`lazyfs reported:\n${output}`);
    },
  };
}

/** The lazy file system of a test run: `disk` is the backing folder, `mnt` where programs see it. */
export function lazyFolders(dir: string) {
  return { backing: join(dir, 'disk'), mountpoint: join(dir, 'mnt') };
}
