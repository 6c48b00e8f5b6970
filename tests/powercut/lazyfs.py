#!/usr/bin/python3
"""
A lazy file system for power-cut tests: a FUSE pass-through over a backing folder (the "disk") that keeps what a
program has not made durable in memory, and on a power cut forgets it. See tests/powercut/README.md.

  lazyfs.py BACKING MOUNTPOINT CONTROL_SOCKET

- File data: every write (and truncate) stays in memory, in 4 KiB blocks per file, until the file is fsync'ed or
  fdatasync'ed; reads and stat see it. A sync writes the file's blocks to the backing file and fsyncs it.
- Directory entries: create, mkdir, rename, unlink, rmdir, link and symlink happen in the backing folder at once
  (so the tree is always real), but each is remembered until it is durable; a power cut undoes the ones that are
  not, newest first (an unlinked or overwritten file is kept as a hard link in a trash folder beside the backing
  folder until then). When an entry is durable depends on LAZYFS_DIRECTORIES:
  - `journaled` (the default; ext4, XFS): directory changes go into one journal in order, and any fsync or
    fdatasync, of a file or a directory, commits the journal, so every change made before it is durable.
  - `posix` (strict): only an fsync of the directory itself makes its entries durable (a rename: the new name's
    directory); a new file synced in a folder nobody synced is lost.
- With LAZYFS_CUT_KEEPS=1 a cut writes everything instead (a disk that loses nothing): the self-tests must fail.
- The control socket takes one line: `cut` drops all of the above and makes every later operation fail with EIO
  (a dead disk) until the file system is unmounted; `status` reports what is pending. A clean unmount (no cut)
  writes everything, as a clean shutdown would.
"""
import errno
import os
import shutil
import socket
import sys
import threading

from fusepy import FUSE, FuseOSError, Operations, fuse_get_context

BLOCK = 4096


class PendingData:
    """The unsynced state of one file: blocks written since its last sync, and its size as programs see it."""

    def __init__(self, fd):
        # An fd of its own, so the data can still be written out (at a clean unmount) after every handle closed.
        self.fd = os.open(f'/proc/self/fd/{fd}', os.O_RDWR)
        size = os.fstat(fd).st_size
        self.blocks = {}  # block number -> bytearray(BLOCK)
        self.size = size
        # The smallest size since the last sync: backing bytes at or past it were truncated away.
        self.floor = size


class LazyFS(Operations):
    use_ns = True
    # Reads, writes and syncs of a file that was unlinked while open arrive without a path (with hard_remove).
    flag_nullpath_ok = True

    def __init__(self, backing):
        self.backing = os.path.realpath(backing)
        self.trash = self.backing + '.lazyfs-trash'
        shutil.rmtree(self.trash, ignore_errors=True)
        os.mkdir(self.trash, 0o700)
        self.mutex = threading.RLock()
        self.pending = {}  # inode -> PendingData
        self.handles = {}  # our file handle -> (backing fd, inode)
        self.next_handle = 1
        self.journal = []  # directory entry changes not yet synced, oldest first
        self.trash_count = 0
        self.dead = False
        self.posix_directories = os.environ.get('LAZYFS_DIRECTORIES', 'journaled') == 'posix'

    # --- helpers -------------------------------------------------------------------------------------------------

    def real(self, path):
        return self.backing + path

    def check(self):
        if self.dead:
            raise FuseOSError(errno.EIO)

    def own(self, path):
        """New entries belong to the process that made them (the file system itself runs as root)."""
        uid, gid, _ = fuse_get_context()
        os.lchown(self.real(path), uid, gid)

    def to_trash(self, path):
        self.trash_count += 1
        kept = os.path.join(self.trash, str(self.trash_count))
        os.link(self.real(path), kept, follow_symlinks=False)
        return kept

    def remember(self, kind, path, **details):
        self.journal.append(dict(kind=kind, path=path, dir=os.path.dirname(path), **details))

    def disk_block(self, fd, number, floor):
        data = bytearray(os.pread(fd, BLOCK, number * BLOCK))
        data.extend(bytes(BLOCK - len(data)))
        cut_at = floor - number * BLOCK
        if 0 <= cut_at < BLOCK:
            data[cut_at:] = bytes(BLOCK - cut_at)
        elif cut_at < 0:
            data[:] = bytes(BLOCK)
        return data

    def pending_for(self, fd, inode):
        if inode not in self.pending:
            self.pending[inode] = PendingData(fd)
        return self.pending[inode]

    def block_for_write(self, fd, p, number):
        if number not in p.blocks:
            p.blocks[number] = self.disk_block(fd, number, p.floor)
        return p.blocks[number]

    def write_out(self, fd, inode):
        """fsync: the file's pending blocks go to the backing file, which is then synced."""
        p = self.pending.pop(inode, None)
        if p is not None:
            os.close(p.fd)
            if p.floor < os.fstat(fd).st_size:
                os.ftruncate(fd, p.floor)
            for number in sorted(p.blocks):
                start = number * BLOCK
                if start < p.size:
                    os.pwrite(fd, bytes(p.blocks[number][: min(BLOCK, p.size - start)]), start)
            os.ftruncate(fd, p.size)
        os.fsync(fd)

    def commit_directory(self, directory):
        """An fsync of `directory` (None: of a file). Journaled, either commits every directory change so far."""
        if not self.posix_directories:
            for entry in self.journal:
                if entry.get('trash'):
                    os.unlink(entry['trash'])
            self.journal = []
            return
        kept = []
        for entry in self.journal:
            if entry['dir'] == directory:
                if entry.get('trash'):
                    os.unlink(entry['trash'])
            else:
                kept.append(entry)
        self.journal = kept

    def undo(self, entry):
        """Puts one unsynced directory change back as the disk still has it (as far as the tree allows)."""
        real = self.real(entry['path'])
        kind = entry['kind']
        if kind == 'create' and os.path.lexists(real):
            if os.path.isdir(real) and not os.path.islink(real):
                shutil.rmtree(real)
            else:
                os.unlink(real)
        elif kind == 'unlink' and not os.path.lexists(real):
            os.link(entry['trash'], real, follow_symlinks=False)
        elif kind == 'rmdir' and not os.path.lexists(real):
            os.mkdir(real, entry['mode'])
            os.chown(real, entry['uid'], entry['gid'])
        elif kind == 'rename' and os.path.lexists(real):
            old = self.real(entry['old'])
            if not os.path.lexists(old):
                os.rename(real, old)
            if entry.get('trash'):
                if os.path.lexists(real):
                    os.unlink(real)
                os.link(entry['trash'], real, follow_symlinks=False)

    # --- power ---------------------------------------------------------------------------------------------------

    def cut(self):
        with self.mutex:
            if os.environ.get('LAZYFS_CUT_KEEPS') == '1':
                # A disk that loses nothing, for showing that the self-tests notice (README.md).
                self.destroy('/')
                self.dead = True
                return
            for p in self.pending.values():
                os.close(p.fd)
            self.pending.clear()
            for entry in reversed(self.journal):
                try:
                    self.undo(entry)
                except OSError as error:
                    print(f'lazyfs: could not undo {entry}: {error}', file=sys.stderr, flush=True)
            self.journal.clear()
            self.dead = True
            shutil.rmtree(self.trash, ignore_errors=True)

    def status(self):
        with self.mutex:
            dirty = sum(len(p.blocks) for p in self.pending.values())
            return f'files={len(self.pending)} blocks={dirty} entries={len(self.journal)} dead={self.dead}'

    def destroy(self, path):
        """A clean unmount is a clean shutdown: everything is written."""
        with self.mutex:
            if self.dead:
                return
            for inode, p in list(self.pending.items()):
                fd = os.dup(p.fd)
                self.write_out(fd, inode)
                os.close(fd)
            for entry in self.journal:
                if entry.get('trash') and os.path.exists(entry['trash']):
                    os.unlink(entry['trash'])
            self.journal.clear()
            shutil.rmtree(self.trash, ignore_errors=True)

    # --- attributes and directories ------------------------------------------------------------------------------

    def getattr(self, path, fh=None):
        with self.mutex:
            self.check()
            st = os.fstat(self.handles[fh][0]) if fh is not None and fh in self.handles else os.lstat(self.real(path))
            attrs = {key: getattr(st, key) for key in (
                'st_mode', 'st_ino', 'st_nlink', 'st_uid', 'st_gid', 'st_size', 'st_atime_ns', 'st_mtime_ns',
                'st_ctime_ns', 'st_blocks')}
            for key in ('st_atime', 'st_mtime', 'st_ctime'):
                attrs[key] = attrs.pop(key + '_ns')
            p = self.pending.get(st.st_ino)
            if p is not None:
                attrs['st_size'] = p.size
                attrs['st_blocks'] = (p.size + 511) // 512
            return attrs

    def readdir(self, path, fh):
        self.check()
        return ['.', '..'] + os.listdir(self.real(path))

    def readlink(self, path):
        self.check()
        return os.readlink(self.real(path))

    def access(self, path, mode):
        self.check()
        if not os.access(self.real(path), mode):
            raise FuseOSError(errno.EACCES)

    def chmod(self, path, mode):
        self.check()
        os.chmod(self.real(path), mode)

    def chown(self, path, uid, gid):
        self.check()
        os.lchown(self.real(path), uid, gid)

    def utimens(self, path, times=None):
        self.check()
        if times is None:
            os.utime(self.real(path), follow_symlinks=False)
        else:
            os.utime(self.real(path), ns=times, follow_symlinks=False)

    def statfs(self, path):
        self.check()
        st = os.statvfs(self.real(path))
        return {key: getattr(st, key) for key in (
            'f_bavail', 'f_bfree', 'f_blocks', 'f_bsize', 'f_favail', 'f_ffree', 'f_files', 'f_flag', 'f_frsize',
            'f_namemax')}

    def fsyncdir(self, path, datasync, fh):
        with self.mutex:
            self.check()
            fd = os.open(self.real(path), os.O_RDONLY | os.O_DIRECTORY)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)
            self.commit_directory(path)

    # --- directory entries ---------------------------------------------------------------------------------------

    def mkdir(self, path, mode):
        with self.mutex:
            self.check()
            os.mkdir(self.real(path), mode)
            self.own(path)
            self.remember('create', path)

    def rmdir(self, path):
        with self.mutex:
            self.check()
            st = os.lstat(self.real(path))
            os.rmdir(self.real(path))
            self.remember('rmdir', path, mode=st.st_mode & 0o7777, uid=st.st_uid, gid=st.st_gid)

    def symlink(self, target, source):
        with self.mutex:
            self.check()
            os.symlink(source, self.real(target))
            self.own(target)
            self.remember('create', target)

    def link(self, target, source):
        with self.mutex:
            self.check()
            os.link(self.real(source), self.real(target))
            self.remember('create', target)

    def mknod(self, path, mode, dev):
        with self.mutex:
            self.check()
            os.mknod(self.real(path), mode, dev)
            self.own(path)
            self.remember('create', path)

    def unlink(self, path):
        with self.mutex:
            self.check()
            kept = self.to_trash(path)
            os.unlink(self.real(path))
            self.remember('unlink', path, trash=kept)

    def rename(self, old, new):
        with self.mutex:
            self.check()
            replaced = os.path.lexists(self.real(new)) and not os.path.isdir(self.real(new))
            kept = self.to_trash(new) if replaced else None
            os.rename(self.real(old), self.real(new))
            self.remember('rename', new, old=old, trash=kept)

    # --- file data -----------------------------------------------------------------------------------------------

    def open_backing(self, path, flags, mode=None):
        # O_TRUNC is a write like any other: it stays pending. O_APPEND is left to the kernel, which passes offsets.
        flags &= ~(os.O_TRUNC | os.O_APPEND | os.O_CREAT | os.O_EXCL)
        flags = (flags & ~os.O_ACCMODE) | os.O_RDWR if flags & os.O_ACCMODE == os.O_WRONLY else flags
        fd = os.open(self.real(path), flags)
        handle = self.next_handle
        self.next_handle += 1
        self.handles[handle] = (fd, os.fstat(fd).st_ino)
        return handle

    def create(self, path, mode, fi=None):
        with self.mutex:
            self.check()
            fd = os.open(self.real(path), os.O_CREAT | os.O_EXCL | os.O_RDWR, mode)
            os.close(fd)
            self.own(path)
            self.remember('create', path)
            return self.open_backing(path, os.O_RDWR)

    def open(self, path, flags):
        with self.mutex:
            self.check()
            handle = self.open_backing(path, flags)
            if flags & os.O_TRUNC:
                self.truncate(path, 0, handle)
            return handle

    def read(self, path, size, offset, fh):
        with self.mutex:
            self.check()
            fd, inode = self.handles[fh]
            p = self.pending.get(inode)
            if p is None:
                return os.pread(fd, size, offset)
            end = min(offset + size, p.size)
            out = bytearray()
            position = offset
            while position < end:
                number, within = divmod(position, BLOCK)
                block = p.blocks.get(number) or self.disk_block(fd, number, p.floor)
                take = min(BLOCK - within, end - position)
                out += block[within: within + take]
                position += take
            return bytes(out)

    def write(self, path, data, offset, fh):
        with self.mutex:
            self.check()
            fd, inode = self.handles[fh]
            p = self.pending_for(fd, inode)
            position, done = offset, 0
            while done < len(data):
                number, within = divmod(position, BLOCK)
                take = min(BLOCK - within, len(data) - done)
                self.block_for_write(fd, p, number)[within: within + take] = data[done: done + take]
                position += take
                done += take
            p.size = max(p.size, offset + len(data))
            return len(data)

    def truncate(self, path, length, fh=None):
        with self.mutex:
            self.check()
            if fh is not None and fh in self.handles:
                fd, inode = self.handles[fh]
                return self.truncate_open(fd, inode, length)
            fd = os.open(self.real(path), os.O_RDWR)
            try:
                return self.truncate_open(fd, os.fstat(fd).st_ino, length)
            finally:
                os.close(fd)

    def truncate_open(self, fd, inode, length):
        p = self.pending_for(fd, inode)
        if length < p.size:
            number, within = divmod(length, BLOCK)
            if within:
                self.block_for_write(fd, p, number)[within:] = bytes(BLOCK - within)
            for n in [n for n in p.blocks if n * BLOCK >= length]:
                del p.blocks[n]
            p.floor = min(p.floor, length)
        p.size = length

    def fsync(self, path, datasync, fh):
        with self.mutex:
            self.check()
            fd, inode = self.handles[fh]
            self.write_out(fd, inode)
            self.commit_directory(None)

    def flush(self, path, fh):
        self.check()

    def release(self, path, fh):
        with self.mutex:
            fd, inode = self.handles.pop(fh)
            if os.fstat(fd).st_nlink == 0 and inode in self.pending:
                if not any(i == inode for _, i in self.handles.values()):
                    os.close(self.pending.pop(inode).fd)
            os.close(fd)


def control_socket(address):
    if os.path.exists(address):
        os.unlink(address)
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(address)
    server.listen()
    return server


def serve_control(fs, server):
    while True:
        connection, _ = server.accept()
        with connection:
            command = connection.makefile().readline().strip()
            if command == 'cut':
                fs.cut()
                connection.sendall(b'cut\n')
            elif command == 'status':
                connection.sendall((fs.status() + '\n').encode())
            else:
                connection.sendall(b'unknown command\n')


class Mounted(LazyFS):
    def init(self, path):
        # The mount is live once the kernel sends INIT: the Node side waits for this line.
        print('lazyfs: mounted', flush=True)


if __name__ == '__main__':
    backing, mountpoint, control = sys.argv[1:4]
    fs = Mounted(backing)
    # Listening before the mount, so the control socket answers as soon as the mount is announced.
    threading.Thread(target=serve_control, args=(fs, control_socket(control)), daemon=True).start()
    try:
        FUSE(fs, mountpoint, foreground=True, allow_other=True, default_permissions=True, hard_remove=True,
             use_ino=True, big_writes=True, max_write=131072, fsname='lazyfs', subtype='lazyfs')
    except RuntimeError as error:
        # After a cut the unmount comes while killed processes' requests may still be in the kernel's queue, and
        # libfuse may end its loop with an error; the disk is already what it is.
        if not fs.dead:
            raise
        print(f'lazyfs: unmounted after the cut (libfuse ended with {error})', flush=True)
