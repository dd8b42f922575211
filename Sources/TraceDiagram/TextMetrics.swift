/// An estimate of how wide text draws, in pixels, good enough to size lanes: no font is at hand
/// when the file is written. East Asian wide characters take a full em, everything else the
/// 0.6 em of a monospace face (labels are set in one).
enum TextMetrics {
    /// `narrow` is the width of other characters in ems: 0.6 in the monospace face labels use,
    /// about 0.5 on average in a proportional one.
    static func width(of text: String, fontSize: Double, narrow: Double = 0.6) -> Double {
        text.unicodeScalars.reduce(0) { total, scalar in total + (isWide(scalar) ? 1.0 : narrow) } * fontSize
    }

    /// The wide blocks of Unicode's East Asian Width (W and F) in outline: Hangul Jamo, CJK
    /// radicals to Yi, Hangul syllables, compatibility ideographs, vertical and fullwidth forms,
    /// and the supplementary ideographic planes.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x20000...0x3FFFD: true
        default: false
        }
    }
}
