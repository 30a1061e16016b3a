#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole-file reads and atomic writes with POSIX calls and typed errors.
///
/// A write goes to a temporary file in the destination's directory (`.<name>.tmp-<pid>-<n>`),
/// which is renamed into the destination's place (`moveOver`) only after every byte was written
/// and the file was closed; on any failure (disk
/// full, I/O error, rename refused) the temporary file is removed, so no partial file is ever
/// left behind and an existing destination is untouched.
package enum AtomicFile {
    /// The `write(2)`-shaped function used for the data (injectable to test failures).
    typealias Writer = (Int32, UnsafeRawPointer, Int) -> Int

    static func systemWrite(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int { Glibc.write(fd, p, n) }

    /// What a file that is not a regular file is, for messages ("a FIFO", "a character device").
    static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    static func errorText(_ code: Int32) -> String {
        guard let s = strerror(code) else { return "errno \(code)" }
        return String(cString: s)
    }

    /// Writes `bytes` to `path` atomically (for the package's other modules).
    package static func write(_ bytes: [UInt8], to path: String) throws(RasterError) {
        try write(bytes, to: path, writer: systemWrite)
    }

    /// Writes `bytes` to `path` atomically.
    static func write(_ bytes: [UInt8], to path: String, writer: Writer = systemWrite) throws(RasterError) {
        guard !path.isEmpty else { throw .writeFailed(path: path, reason: "empty path") }
        let slash = path.lastIndex(of: "/")
        let dir = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { throw .writeFailed(path: path, reason: "path names a directory") }
        // Renaming over a FIFO or a device (/dev/null as root) would replace the node with a
        // regular file: only regular files (or nothing) are written.
        var existing = stat()
        if stat(path, &existing) == 0, (existing.st_mode & S_IFMT) != S_IFREG {
            throw .writeFailed(
                path: path,
                reason:
                    "it is \(kind(existing.st_mode)), not a regular file (only regular files are written, atomically)")
        }
        var fd: Int32 = -1
        var tmp = ""
        var attempt = 0
        while fd < 0 {
            tmp = (dir.isEmpty ? "" : dir + "/") + ".\(name).tmp-\(getpid())-\(attempt)"
            fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if fd < 0 {
                let e = errno
                if e == EEXIST && attempt < 1000 {
                    attempt += 1
                    continue
                }
                throw .writeFailed(
                    path: path, reason: "cannot create a temporary file in \(dir.isEmpty ? "/" : dir): \(errorText(e))")
            }
        }
        var failure: String?
        bytes.withUnsafeBytes { raw in
            var off = 0
            while off < raw.count {
                let n = writer(fd, raw.baseAddress! + off, raw.count - off)
                if n < 0 {
                    let e = errno
                    if e == EINTR { continue }
                    failure = errorText(e)
                    return
                }
                if n == 0 {
                    failure = "write returned 0 bytes"
                    return
                }
                off += n
            }
        }
        if close(fd) != 0, failure == nil { failure = errorText(errno) }
        if let f = failure {
            unlink(tmp)
            throw .writeFailed(path: path, reason: f)
        }
        let e = moveOver(tmp, path, exchanging: false)
        if e != 0 {
            unlink(tmp)
            throw .writeFailed(path: path, reason: errorText(e))
        }
    }

    /// `renameat2(2)`, looked up once (glibc 2.28+; Swift's Glibc module does not declare it).
    private static let renameat2:
        (@convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32)? = {
            // RTLD_DEFAULT
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
            return unsafeBitCast(
                symbol,
                to: (@convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32).self)
        }()

    /// Puts the complete file `tmp` in place of `path` atomically (readers see the old file or
    /// the new one, never none); 0, or the `errno` of the failure (`tmp` is then left as it is).
    ///
    /// A plain `rename` over an existing file makes ext4 start writing the new file's data out
    /// first (its `auto_da_alloc` default), so that a power failure cannot leave a zero-length
    /// file where the old one was; it waits for the disk when the disk is busy: 0.1–4 ms per
    /// write on the shared build machine, measured with 40 writes of 3 KB (2026-11-25).
    ///
    /// With `exchanging`, an existing regular file is instead exchanged with `tmp` (`renameat2`
    /// with `RENAME_EXCHANGE`, `(1 << 1)` in linux/fs.h) and the old file, now at `tmp`, removed:
    /// 0.04 ms, but without that protection. Only files a run writes again anyway use it (the
    /// run's manifest entries and reports); references and everything else use the plain
    /// `rename`. Anything else (no file at `path` yet, a directory, a file system without
    /// exchange) is a plain `rename`, with its errors.
    package static func moveOver(_ tmp: String, _ path: String, exchanging: Bool) -> Int32 {
        var existing = stat()
        if exchanging, let renameat2, lstat(path, &existing) == 0, (existing.st_mode & S_IFMT) == S_IFREG,
            renameat2(AT_FDCWD, tmp, AT_FDCWD, path, 1 << 1) == 0
        {
            unlink(tmp)
            return 0
        }
        return rename(tmp, path) == 0 ? 0 : errno
    }

    /// Opens a regular file for reading (the same checks and messages as ``read(_:limit:)``),
    /// without reading it. The caller closes `fd`.
    static func openRegular(_ path: String, limit: Int) throws(RasterError) -> (fd: Int32, size: Int) {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw .unreadableFile(path: path, reason: errorText(errno)) }
        var st = stat()
        guard fstat(fd, &st) == 0 else {
            let e = errno
            close(fd)
            throw .unreadableFile(path: path, reason: errorText(e))
        }
        guard (st.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            let what = kind(st.st_mode)
            throw .unreadableFile(
                path: path, reason: what == "a directory" ? "is a directory" : "it is \(what), not a regular file")
        }
        let size = Int(st.st_size)
        guard size <= limit else {
            close(fd)
            throw .unreadableFile(path: path, reason: "file is \(size) bytes, above the limit of \(limit)")
        }
        return (fd, size)
    }

    /// Closes a descriptor from ``openRegular(_:limit:)``.
    static func closeDescriptor(_ fd: Int32) { _ = close(fd) }

    /// Reads up to `count` more bytes of `fd` onto the end of `out`.
    ///
    /// - Returns: How many were read (fewer at the end of the file).
    static func append(_ fd: Int32, count: Int, to out: inout [UInt8], path: String) throws(RasterError) -> Int {
        guard count > 0 else { return 0 }
        let start = out.count
        out.append(contentsOf: repeatElement(0, count: count))
        var got = 0
        var failure: String?
        out.withUnsafeMutableBytes { raw in
            while got < count {
                let n = Glibc.read(fd, raw.baseAddress! + start + got, count - got)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errorText(errno)
                    return
                }
                if n == 0 { break }
                got += n
            }
        }
        if let f = failure { throw .unreadableFile(path: path, reason: f) }
        if got < count { out.removeLast(count - got) }
        return got
    }

    /// Reads a whole regular file, at most `limit` bytes. Anything else (a FIFO, a device, a
    /// directory) is refused without blocking: the file is opened non-blocking, so a FIFO with
    /// no writer cannot hang the open.
    static func read(_ path: String, limit: Int) throws(RasterError) -> [UInt8] {
        let (fd, size) = try openRegular(path, limit: limit)
        defer { closeDescriptor(fd) }
        var out: [UInt8] = []
        _ = try append(fd, count: size, to: &out, path: path)
        return out
    }
}
