#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a file a program read (a ``FileSnapshot``) with new contents, so that nothing is
/// ever lost:
///
/// - only if the file is still the one read (no other program changed it meanwhile);
/// - in one step: the new bytes go to a file beside it, flushed to the disk, which then takes
///   the file's name (`rename`), so the path always holds the old file or the new one, whole;
/// - with the old bytes kept as `FILE.bak`, written the same way before the file is replaced;
/// - with the file's permissions (and, for the superuser, its owner and group) kept;
/// - and on any failure (a full disk, a read-only file or folder) with the file as it was and
///   no new file left behind.
///
/// ```swift
/// let snapshot = try FileSnapshot.read("presets.json", maximumSize: 1 << 20)
/// try FileUpdate.write(Array(text.utf8), over: snapshot)
/// ```
public enum FileUpdate {
    /// Where the previous contents of the file at `path` are kept: `path` + `.bak`.
    public static func backupPath(of path: String) -> String {
        path + ".bak"
    }

    /// Writes `bytes` as the new contents of the file `snapshot` read (a new file when there
    /// was none; for a symbolic link, the file it leads to, with its backup beside it, the link
    /// kept).
    ///
    /// - Parameters:
    ///   - keepingBackup: Whether the old contents go to ``backupPath(of:)`` first (replacing
    ///     a backup there); nothing is backed up when there was no file.
    ///   - writer: Writes bytes to the disk: ``DescriptorWriter/system``, or a full disk in tests.
    /// - Throws: ``FileUpdateError/changed(path:)`` when the file is no longer the one read, or
    ///   ``FileUpdateError/failed(_:)`` naming the file and the reason; either way the file is
    ///   as it was and no new file is left (only were the very last step, the `rename`, to fail
    ///   would the backup already hold the file's contents).
    public static func write(
        _ bytes: [UInt8], over snapshot: FileSnapshot, keepingBackup: Bool = true,
        writer: DescriptorWriter = .system
    ) throws(FileUpdateError) {
        let target = snapshot.target
        func failure(_ reason: String) -> FileUpdateError { .failed(FileError(path: snapshot.path, reason: reason)) }
        guard snapshot.isCurrent() else { throw .changed(path: snapshot.path) }
        if let status = snapshot.status {
            guard !status.isReadOnly else { throw failure("it is read-only (no one may write it)") }
            guard access(target, W_OK) == 0 else { throw failure("it cannot be written: \(SystemError.reason())") }
        }
        let newFile = try writeBeside(bytes, path: snapshot.path, target: target, like: snapshot.status, writer: writer)
        var backup: String?
        do throws(FileUpdateError) {
            if keepingBackup, let old = snapshot.bytes {
                backup = try writeBeside(
                    old, path: backupPath(of: target), target: target, like: snapshot.status,
                    writer: writer)
            }
            // The last look: a program that wrote the file while these were written wins.
            guard snapshot.isCurrent() else { throw .changed(path: snapshot.path) }
            if let backup, rename(backup, backupPath(of: target)) != 0 {
                throw FileUpdateError.failed(FileError(path: backupPath(of: target), reason: SystemError.reason()))
            }
            backup = nil
            try moveIntoPlace(newFile, snapshot: snapshot)
        } catch {
            unlink(newFile)
            if let backup { unlink(backup) }
            throw error
        }
        syncFolder(of: target)
    }

    /// Gives the new file the target's name: over the file read, or, when there was none,
    /// only if none appeared meanwhile (`link` fails rather than replace one).
    private static func moveIntoPlace(_ newFile: String, snapshot: FileSnapshot) throws(FileUpdateError) {
        if snapshot.exists {
            guard rename(newFile, snapshot.target) == 0 else {
                throw .failed(FileError(path: snapshot.path, reason: SystemError.reason()))
            }
        } else {
            guard link(newFile, snapshot.target) == 0 else {
                throw errno == EEXIST
                    ? .changed(path: snapshot.path)
                    : .failed(FileError(path: snapshot.path, reason: SystemError.reason()))
            }
            unlink(newFile)
        }
    }

    /// Writes `bytes` to a new file in the folder of `target`, with the permissions and owner
    /// of `model` (the file read), flushed to the disk; returns its path. Nothing is left when
    /// this fails.
    private static func writeBeside(
        _ bytes: [UInt8], path: String, target: String, like model: FileStatus?,
        writer: DescriptorWriter
    ) throws(FileUpdateError) -> String {
        let (temporary, descriptor): (String, Int32)
        do throws(FileError) {
            (temporary, descriptor) = try FileWriter.makeTemporaryFile(beside: target, path: path)
        } catch {
            throw .failed(FileError(path: path, reason: "cannot make a new file in \(Paths.folder(of: target)): \(error.reason)"))
        }
        do throws(FileError) {
            if let model {
                guard fchmod(descriptor, mode_t(model.permissions)) == 0 else {
                    throw FileError(path: path, reason: SystemError.reason())
                }
                if model.owner != getuid() || model.group != getgid() {
                    // Only the superuser may give a file away; others keep their own.
                    _ = fchown(descriptor, uid_t(model.owner), gid_t(model.group))
                }
            }
            try writer.write(bytes, descriptor, path)
            guard fsync(descriptor) == 0 else { throw FileError(path: path, reason: SystemError.reason()) }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw .failed(error)
        }
        do throws(FileError) {
            try FileWriter.closeChecked(descriptor, path: path)
        } catch {
            unlink(temporary)
            throw .failed(error)
        }
        return temporary
    }

    /// Flushes the folder of `path` to the disk, so that the new name survives a power cut;
    /// a file system that cannot is no error.
    private static func syncFolder(of path: String) {
        let folder = open(Paths.folder(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return }
        _ = fsync(folder)
        close(folder)
    }
}
