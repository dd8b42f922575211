import ArgumentParser
import Foundation
import InterfaceText
import KnowledgeBase

/// Where a command's answers and errors go, in the format and language the user chose.
struct Console {
    let format: OutputFormat
    let language: Language

    /// Standard output's width in columns when it is a terminal; nil when piped.
    var columns: Int? { Terminal.columns(of: STDOUT_FILENO) }

    /// The interface catalog of the chosen language.
    var texts: TextCatalog { TextCatalog.embedded(language.rawValue) }

    /// The catalog's text for `key` in the chosen language, placeholders filled.
    func localized(_ key: String, _ values: [String: String] = [:]) -> String {
        texts.text(key, values)
    }

    func write(_ sections: [TextSection]) {
        print(rendered(sections))
    }

    /// Like `write`, through the user's pager when standard output is a terminal (see `Pager`).
    func writePaged(_ sections: [TextSection]) {
        let text = rendered(sections)
        guard let pager = Pager.command(for: STDOUT_FILENO), Pager.page(text, through: pager) else {
            print(text)
            return
        }
    }

    /// The sections as standard output will show them: wrapped to the terminal, coloured if allowed.
    private func rendered(_ sections: [TextSection]) -> String {
        let colour = Terminal.allowsColour(on: STDOUT_FILENO)
        let width = Terminal.columns(of: STDOUT_FILENO)
        var blocks: [String] = []
        for section in sections {
            var fitted = width.map { width in section.lines.flatMap { $0.wrapped(to: width) } } ?? section.lines
            fitted += section.table?.lines(fitting: width) ?? []
            var lines = fitted.map { $0.rendered(colour: colour) }
            if let heading = section.heading {
                let wrapped = width.map { StyledText(heading, .heading).wrapped(to: $0) } ?? [StyledText(heading, .heading)]
                lines.insert(contentsOf: wrapped.map { $0.rendered(colour: colour) }, at: 0)
            }
            blocks.append(lines.joined(separator: "\n"))
        }
        return blocks.joined(separator: "\n\n")
    }

    /// Pretty-printed with sorted keys, so the same answer is always the same bytes.
    func writeJSON(_ value: some Encodable) throws {
        print(try Self.json(value))
    }

    /// Runs a command's work; an error is printed for a person (or as JSON on stderr with
    /// `--format json`) and becomes the command's exit status. Usage errors pass through to
    /// argument-parser, which prints the usage with them.
    func reportingErrors(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as ExitCode {
            throw error
        } catch let error as ValidationError {
            throw error
        } catch let error as CleanExit {
            throw error
        } catch {
            throw ExitCode(report(error))
        }
    }

    /// Prints `error` on stderr; returns the exit status it calls for.
    func report(_ error: any Error) -> Int32 {
        let reportable = error as? any ReportableError
        func message(in texts: TextCatalog) -> String {
            reportable?.message(texts) ?? texts.text("error.unexpected", ["detail": "\(error)"])
        }
        let exitCode = reportable?.exitCode ?? ExitStatus.failure
        switch format {
        case .text:
            let colour = Terminal.allowsColour(on: STDERR_FILENO)
            var lines = message(in: texts).split(separator: "\n", omittingEmptySubsequences: false).map { StyledText(String($0)) }
            lines[0] = StyledText(localized("error.prefix"), .error) + lines[0]
            // On a terminal, broken at spaces to its width rather than mid-word by the terminal.
            let width = Terminal.columns(of: STDERR_FILENO)
            let shown = lines.flatMap { line in width.map { line.wrapped(to: $0) } ?? [line] }
            Self.writeError(shown.map { $0.rendered(colour: colour) }.joined(separator: "\n"))
        case .json:
            // `message` is in the chosen language; `messages` has it in every language, for
            // scripts that show it to someone else.
            let messages = TextCatalog.embedded.mapValues { message(in: $0) }
            let payload = ErrorPayload(error: .init(
                code: reportable?.code ?? "internal", message: message(in: texts), messages: messages,
                suggestions: reportable?.suggestions ?? []
            ))
            Self.writeError((try? Self.json(payload)) ?? message(in: texts))
        }
        return exitCode
    }

    private struct ErrorPayload: Encodable {
        struct Details: Encodable {
            let code: String
            let message: String
            let messages: [String: String]
            let suggestions: [String]
        }

        let error: Details
    }

    private static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private static func writeError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
