import Foundation
import SystemDeflate

/// Writes a zip archive of a few in-memory files: what an Anki package needs and no more (no
/// folders, no zip64, no encryption). libdeflate does the deflate, at its fastest level, and
/// the CRC-32: the entries are whole buffers in memory, which it compresses about twice as fast
/// as zlib's streaming deflate (itself far faster than ZIPFoundation's fixed default level),
/// and Anki reads any deflate level.
struct ZipArchive {
    struct Entry {
        let name: String
        let contents: Data
    }

    /// Too large for a zip without zip64 extensions.
    struct TooLarge: Error, CustomStringConvertible {
        let name: String
        var description: String { "\(name) is larger than the 4 GiB a zip entry can hold" }
    }

    /// libdeflate could not compress (it fails only when out of memory).
    struct DeflateFailed: Error, CustomStringConvertible {
        var description: String { "deflate failed: out of memory" }
    }

    /// The archive's bytes. `modified` is stamped on every entry, so the same input gives the
    /// same bytes.
    static func bytes(of entries: [Entry], modified: Date) throws -> [UInt8] {
        let (time, date) = dosTimeAndDate(modified)
        var archive: [UInt8] = []
        var directory: [UInt8] = []
        for entry in entries {
            let name = Array(entry.name.utf8)
            let compressed = try deflate(entry.contents)
            // Stored when deflate does not help, as zip tools do.
            let (method, data): (UInt16, [UInt8]) =
                compressed.count < entry.contents.count ? (8, compressed) : (0, Array(entry.contents))
            guard let offset = UInt32(exactly: archive.count), let size = UInt32(exactly: entry.contents.count),
                UInt32(exactly: data.count) != nil
            else { throw TooLarge(name: entry.name) }
            let crc = UInt32(
                entry.contents.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) })

            // The local header and the central directory entry repeat the same run of fields.
            func appendEntryFields(to bytes: inout [UInt8]) {
                bytes.appendLittleEndian(UInt16(20))  // version needed: 2.0 (deflate)
                bytes.appendLittleEndian(UInt16(0x0800))  // flags: names are UTF-8
                bytes.appendLittleEndian(method)
                bytes.appendLittleEndian(time)
                bytes.appendLittleEndian(date)
                bytes.appendLittleEndian(crc)
                bytes.appendLittleEndian(UInt32(data.count))
                bytes.appendLittleEndian(size)
                bytes.appendLittleEndian(UInt16(name.count))
                bytes.appendLittleEndian(UInt16(0))  // extra field length
            }

            archive.appendLittleEndian(UInt32(0x0403_4b50))  // local file header
            appendEntryFields(to: &archive)
            archive.append(contentsOf: name)
            archive.append(contentsOf: data)

            directory.appendLittleEndian(UInt32(0x0201_4b50))  // central directory header
            directory.appendLittleEndian(UInt16(3 << 8 | 20))  // made by: Unix, 2.0
            appendEntryFields(to: &directory)
            directory.appendLittleEndian(UInt16(0))  // comment length
            directory.appendLittleEndian(UInt16(0))  // disk number
            directory.appendLittleEndian(UInt16(0))  // internal attributes
            directory.appendLittleEndian(UInt32(0o100644) << 16)  // external: a regular file, rw-r--r--
            directory.appendLittleEndian(offset)
            directory.append(contentsOf: name)
        }
        guard let directoryOffset = UInt32(exactly: archive.count) else { throw TooLarge(name: "the archive") }
        archive.append(contentsOf: directory)
        archive.appendLittleEndian(UInt32(0x0605_4b50))  // end of central directory
        archive.appendLittleEndian(UInt16(0))  // this disk
        archive.appendLittleEndian(UInt16(0))  // disk with the directory
        archive.appendLittleEndian(UInt16(entries.count))
        archive.appendLittleEndian(UInt16(entries.count))
        archive.appendLittleEndian(UInt32(directory.count))
        archive.appendLittleEndian(directoryOffset)
        archive.appendLittleEndian(UInt16(0))  // comment length
        return archive
    }

    /// Raw deflate (no zlib header), as zip stores it.
    private static func deflate(_ input: Data) throws -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(1) else { throw DeflateFailed() }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_deflate_compress_bound(compressor, input.count)
        let output = try [UInt8](unsafeUninitializedCapacity: bound) { destination, written in
            written = input.withUnsafeBytes { source in
                libdeflate_deflate_compress(compressor, source.baseAddress, source.count, destination.baseAddress, bound)
            }
            // The bound leaves room for any input, so 0 (no room) cannot happen; guarded all the same.
            if written == 0, !input.isEmpty { throw DeflateFailed() }
        }
        return output
    }

    /// MS-DOS time and date (2-second resolution, 1980-2107), which zip headers use; in UTC so
    /// the bytes do not depend on the machine's time zone.
    static func dosTimeAndDate(_ date: Date) -> (time: UInt16, date: UInt16) {
        let seconds = max(Int(date.timeIntervalSince1970), 315_532_800)  // not before 1980-01-01
        let days = seconds / 86_400
        let secondOfDay = seconds % 86_400
        // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
        let shifted = days + 719_468
        let era = shifted / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = min(yearOfEra + era * 400 + (month <= 2 ? 1 : 0), 2107)
        let time = (secondOfDay / 3600) << 11 | (secondOfDay % 3600 / 60) << 5 | (secondOfDay % 60) / 2
        return (UInt16(time), UInt16((year - 1980) << 9 | month << 5 | day))
    }
}

extension [UInt8] {
    fileprivate mutating func appendLittleEndian<Value: FixedWidthInteger>(_ value: Value) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}
