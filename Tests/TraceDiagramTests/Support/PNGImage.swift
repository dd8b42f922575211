import Foundation
import SystemDeflate

/// Just enough of PNG to read a browser's screenshot: 8-bit RGB or RGBA, not interlaced.
struct PNGImage {
    let width: Int
    let height: Int
    /// Pixels as 0xRRGGBB, row by row; alpha is ignored (screenshots are opaque).
    let pixels: [UInt32]

    enum Failure: Error, CustomStringConvertible {
        case notPNG, unsupported(String), damaged(String)
        var description: String {
            switch self {
            case .notPNG: "not a PNG file"
            case let .unsupported(what): "unsupported PNG: \(what)"
            case let .damaged(what): "damaged PNG: \(what)"
            }
        }
    }

    init(data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw Failure.notPNG }
        func uint32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        var offset = 8
        var width = 0, height = 0, channels = 0
        var compressed: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = uint32(offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let body = offset + 8
            guard body + length <= bytes.count else { throw Failure.damaged("chunk \(type) runs past the end") }
            switch type {
            case "IHDR":
                width = uint32(body)
                height = uint32(body + 4)
                guard bytes[body + 8] == 8, bytes[body + 12] == 0 else { throw Failure.unsupported("bit depth or interlace") }
                switch bytes[body + 9] {
                case 2: channels = 3
                case 6: channels = 4
                default: throw Failure.unsupported("colour type \(bytes[body + 9])")
                }
            case "IDAT": compressed += bytes[body..<body + length]
            default: break
            }
            offset = body + length + 4
        }
        guard width > 0, height > 0, channels > 0 else { throw Failure.damaged("no header") }
        let stride = width * channels
        var raw = [UInt8](repeating: 0, count: height * (stride + 1))
        let decompressor = libdeflate_alloc_decompressor()
        defer { libdeflate_free_decompressor(decompressor) }
        let result = compressed.withUnsafeBytes { input in
            raw.withUnsafeMutableBytes { output in
                libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, output.baseAddress, output.count, nil)
            }
        }
        guard result == LIBDEFLATE_SUCCESS else { throw Failure.damaged("image data does not inflate") }

        // Undo each row's filter (PNG spec, section 9).
        var image = [UInt8](repeating: 0, count: height * stride)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            for column in 0..<stride {
                let x = Int(raw[row * (stride + 1) + 1 + column])
                let a = column >= channels ? Int(image[row * stride + column - channels]) : 0
                let b = row > 0 ? Int(image[(row - 1) * stride + column]) : 0
                let c = row > 0 && column >= channels ? Int(image[(row - 1) * stride + column - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: throw Failure.damaged("row filter \(filter)")
                }
                image[row * stride + column] = UInt8((x + predicted) & 0xFF)
            }
        }
        self.width = width
        self.height = height
        pixels = (0..<width * height).map { index in
            let at = index * channels
            return UInt32(image[at]) << 16 | UInt32(image[at + 1]) << 8 | UInt32(image[at + 2])
        }
    }
}
