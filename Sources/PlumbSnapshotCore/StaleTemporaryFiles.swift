import Foundation
import Synchronization

/// Temporary files that atomic writes leave behind when their process is killed (`kill -9`
/// between creating `.<name>.tmp-<pid>-<n>` and renaming it over `<name>`).
///
/// A temporary file is stale when the process that wrote it (the pid in its name) is no longer
/// running, or when it is more than a day old. A running process's own files, and those of other
/// processes still writing (the workers of `swift test --parallel`), are never touched. Each
/// verification cleans the folders it writes to (references, artifacts, manifest, claims), once
/// per process, and so do `plumb accept`, `render`, `diff -o` and `report` for theirs; `plumb
/// prune` lists and deletes the stale files of every folder it looks at.
package enum StaleTemporaryFiles {
    /// The pid in a temporary file's name (`.card.png.tmp-4242-0`, `.claim.tmp-4242-UUID`), nil
    /// for any other name.
    static func writer(of fileName: String) -> Int32? {
        guard fileName.hasPrefix("."), let r = fileName.range(of: ".tmp-", options: .backwards) else { return nil }
        let digits = fileName[r.upperBound...].prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, fileName[r.upperBound...].dropFirst(digits.count).first == "-" else { return nil }
        return Int32(digits)
    }

    /// Whether the process `pid` is running (or exists but belongs to someone else).
    static func isRunning(_ pid: Int32) -> Bool {
        pid == getpid() || kill(pid, 0) == 0 || errno == EPERM
    }

    /// The stale temporary files directly inside `dir`, sorted.
    static func find(in dir: String, now: Date = Date()) -> [String] {
        var out: [String] = []
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted() {
            guard let pid = writer(of: name) else { continue }
            let path = (dir as NSString).appendingPathComponent(name)
            var st = stat()
            guard lstat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { continue }
            let age = now.timeIntervalSince1970 - Double(st.st_mtim.tv_sec)
            if !isRunning(pid) || age > 86_400 { out.append(path) }
        }
        return out
    }

    private static let cleaned = Mutex<Set<String>>([])

    /// Deletes the stale temporary files in each folder, once per process and folder.
    static func clean(_ dirs: [String]) {
        for dir in dirs.map({ $0.isEmpty ? "." : $0 }) where cleaned.withLock({ $0.insert(dir).inserted }) {
            for path in find(in: dir) { unlink(path) }
        }
    }
}
