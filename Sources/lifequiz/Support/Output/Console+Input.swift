import Foundation

extension Console {
    /// Reads one line from standard input, first flushing what was printed: output to a pipe is
    /// buffered, and a prompt the learner (or a driving program) cannot see is never answered.
    static func readAnswer() -> String? {
        fflush(nil)
        return readLine()
    }
}
