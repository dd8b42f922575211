import DisplayWidth
import Foundation

/// Reads the learner's lines. On a terminal it edits the line itself (the terminal in
/// non-canonical mode, no new package): arrows, Home/End, Backspace/Delete, Ctrl-A/E/U/K/D and a
/// history on Up/Down, and starts from a draft the learner can edit. Elsewhere (pipes, files) it
/// reads plain lines. Either way Ctrl-C and the end of input come back as values, not deaths.
final class LineReader {
    enum Line: Equatable {
        case text(String)
        case endOfInput
        case interrupted
    }

    private(set) var history: [String] = []
    let edits: Bool

    init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        // A dumb terminal (Emacs' shell, some CI logs) shows cursor movements as garbage.
        edits = isatty(input) == 1 && isatty(output) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    func read(prompt: String, draft: String = "") -> Line {
        fflush(nil)
        if Interrupt.happened { return .interrupted }
        let line = edits ? readEditing(prompt: prompt, draft: draft) : readPlain(prompt: prompt)
        if case .text(let text) = line, !text.trimmingCharacters(in: .whitespaces).isEmpty, history.last != text {
            history.append(text)
        }
        return line
    }

    private func readPlain(prompt: String) -> Line {
        print(prompt, terminator: "")
        fflush(nil)
        guard let line = readLine() else {
            print()
            return Interrupt.happened ? .interrupted : .endOfInput
        }
        return .text(line)
    }

    private func readEditing(prompt: String, draft: String) -> Line {
        guard let saved = RawMode.enter() else { return readPlain(prompt: prompt) }
        defer { RawMode.leave(saved) }
        var editor = LineEditing(text: draft, history: history)
        redraw(prompt, editor)
        var pending: [UInt8] = []
        while true {
            var byte: UInt8 = 0
            let count = Foundation.read(STDIN_FILENO, &byte, 1)
            if count < 0 && errno == EINTR {
                if Interrupt.happened { write("\r\n"); return .interrupted }
                continue
            }
            guard count == 1 else {
                write("\r\n")
                return .endOfInput
            }
            switch byte {
            case 0x0D, 0x0A:
                write("\r\n")
                return .text(String(editor.text))
            case 0x04:
                if editor.text.isEmpty { write("\r\n"); return .endOfInput }
                editor.deleteForward()
            case 0x7F, 0x08: editor.deleteBackward()
            case 0x01: editor.cursor = 0
            case 0x05: editor.cursor = editor.text.count
            case 0x02: editor.moveLeft()
            case 0x06: editor.moveRight()
            case 0x15: editor.killToStart()
            case 0x0B: editor.killToEnd()
            case 0x10: editor.previous()
            case 0x0E: editor.next()
            case 0x1B: escapeSequence(&editor)
            case 0x00..<0x20: continue
            default:
                pending.append(byte)
                if let character = decode(&pending) { editor.insert(character) } else { continue }
            }
            redraw(prompt, editor)
        }
    }

    /// Arrow and editing keys arrive as `ESC [ params final` (or `ESC O final`); unknown ones are
    /// swallowed whole, so none ever prints as `^[[A`.
    private func escapeSequence(_ editor: inout LineEditing) {
        guard let introducer = readByte(), introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else { return }
        var parameters = ""
        while let byte = readByte() {
            if (0x40...0x7E).contains(byte) {
                switch (Character(UnicodeScalar(byte)), parameters) {
                case ("A", _): editor.previous()
                case ("B", _): editor.next()
                case ("C", _): editor.moveRight()
                case ("D", _): editor.moveLeft()
                case ("H", _), ("~", "1"), ("~", "7"): editor.cursor = 0
                case ("F", _), ("~", "4"), ("~", "8"): editor.cursor = editor.text.count
                case ("~", "3"): editor.deleteForward()
                default: break
                }
                return
            }
            parameters.append(Character(UnicodeScalar(byte)))
        }
    }

    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        return Foundation.read(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
    }

    /// A character once its UTF-8 bytes are all in.
    private func decode(_ bytes: inout [UInt8]) -> Character? {
        let lead = bytes[0]
        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard bytes.count >= length else { return nil }
        defer { bytes.removeAll() }
        return String(bytes: bytes, encoding: .utf8).flatMap(\.first)
    }

    /// Writes the prompt and the part of the line that fits the terminal's row, then the prompt
    /// and the text before the cursor again, which leaves the cursor in place. A line longer than
    /// the row scrolls sideways (`…` marks a cut) rather than wrapping: a carriage return only
    /// reaches the start of the cursor's own row, so a wrapped line could not be redrawn in place.
    private func redraw(_ prompt: String, _ editor: LineEditing) {
        let room = max(8, (Terminal.columns(of: STDOUT_FILENO) ?? 80) - displayColumns(of: prompt) - 1)
        let window = LineWindow(text: editor.text, cursor: editor.cursor, room: room)
        write("\r" + prompt + window.shown + "\u{1B}[K\r" + prompt + window.beforeCursor)
    }

    private func write(_ text: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { _ = Foundation.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }
}
