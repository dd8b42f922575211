import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes all of a buffer to a descriptor, retrying short writes and interruptions, and turns
/// the failure into an `ExportError` that names `path` (a full disk is `diskFull`, not a code).
enum DescriptorWriter {
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(ExportError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress! + offset, bytes.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw error(errno, path: path)
            }
            offset += written
        }
    }

    static func error(_ code: Int32, path: String) -> ExportError {
        switch code {
        case ENOSPC, EDQUOT: .diskFull(path: path)
        case EACCES, EPERM, EROFS: .notWritable(directory: (path as NSString).deletingLastPathComponent)
        default: .writeFailed(path: path, reason: String(cString: strerror(code)))
        }
    }
}
