import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts a file in place only once it is complete. The content is written to a hidden temporary
/// file in the destination's folder, which is renamed over the destination at the end; a rename
/// within one file system is atomic, so readers see the old file or the whole new one. On any
/// failure the temporary file is removed and the destination is left as it was.
struct AtomicFile {
    let destination: URL
    let force: Bool

    /// Runs `body` with the path of an empty temporary file to fill, then moves it into place.
    func write<Result>(_ body: (URL) throws -> Result) throws -> Result {
        let directory = destination.deletingLastPathComponent()
        try checkDirectory(directory)
        try checkDestination()
        let temporary = directory.appendingPathComponent(
            ".\(destination.lastPathComponent).\(UUID().uuidString).partial")
        // Creating the file first proves the folder is writable before any expensive work.
        try createEmpty(temporary, in: directory)
        do {
            let result = try body(temporary)
            // Checked again: another process may have created the file while we were writing.
            try checkDestination()
            guard rename(temporary.path, destination.path) == 0 else {
                throw Self.error(errno, path: destination.path, directory: directory.path)
            }
            return result
        } catch {
            unlink(temporary.path)
            if let error = error as? ExportError { throw error }
            throw ExportError.writeFailed(path: destination.path, reason: "\(error)")
        }
    }

    private func checkDirectory(_ directory: URL) throws(ExportError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) else {
            throw .directoryMissing(directory: directory.path)
        }
        guard isDirectory.boolValue else { throw .notADirectory(path: directory.path) }
    }

    private func checkDestination() throws(ExportError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: destination.path, isDirectory: &isDirectory) else {
            return
        }
        if isDirectory.boolValue { throw .destinationIsDirectory(path: destination.path) }
        if !force { throw .fileExists(path: destination.path) }
    }

    private func createEmpty(_ file: URL, in directory: URL) throws(ExportError) {
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.error(errno, path: file.path, directory: directory.path) }
        close(descriptor)
    }

    private static func error(_ code: Int32, path: String, directory: String) -> ExportError {
        switch code {
        case EACCES, EPERM, EROFS: .notWritable(directory: directory)
        default: .writeFailed(path: path, reason: String(cString: strerror(code)))
        }
    }
}
