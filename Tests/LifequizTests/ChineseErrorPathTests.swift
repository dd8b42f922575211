import Foundation
import Testing

/// A Chinese reader who gets a command wrong reads why in Chinese: every line of
/// Fixtures/zh-error-paths.txt runs under a zh locale, and nothing it prints may hold an English
/// sentence outside quoted names, code and option names.
@Suite struct ChineseErrorPathTests {
    static let commands: [[String]] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures/zh-error-paths.txt")
        let text = try! String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.map { line in
            // Words split on spaces; a part in '…' stays one argument.
            line.split(separator: "'", omittingEmptySubsequences: false).enumerated().flatMap { index, part in
                index % 2 == 1 ? [String(part)] : part.split(separator: " ").map(String.init)
            }
        }
    }()

    @Test(arguments: commands)
    func theMessageIsInChinese(_ arguments: [String]) throws {
        var cli = try CLI()
        cli.environment["LANG"] = "zh_CN.UTF-8"
        let result = try cli.run(arguments)
        let printed = result.stderr + result.stdout
        #expect(!printed.isEmpty, "\(arguments) printed nothing")
        let sentences = EnglishSentences.find(in: printed)
        #expect(sentences.isEmpty, "\(arguments): \(sentences)")
    }

    /// The option's help says what a value may be (the range of --seed), in Chinese too.
    @Test func anInvalidValueShowsTheOptionsHelpInChinese() throws {
        let result = try CLI().run(["quiz", "--seed", "-1", "--lang", "zh"])
        #expect(result.stderr.contains("说明：--seed <seed>  随机种子，0 到 18446744073709551615"))
        #expect(result.status == 64)
    }

    @Test func theDetectorFindsAnEnglishSentenceAndSparesCode() {
        #expect(EnglishSentences.find(in: "error: no method is named 'x'") == ["no method is named"])
        #expect(EnglishSentences.find(in: "错误：没有名为 'view did load' 的方法。用法：lifequiz quiz [--level <level>]\n运行 `lifequiz search safe area`").isEmpty)
        #expect(EnglishSentences.find(in: "日志里可能看到“Application windows are ex…\n      // the view is not loaded yet").isEmpty)
    }
}

/// Runs of three or more plain English words (lowercase letters only, so `viewDidLoad`,
/// `UIKit` and `--level` do not count), outside quotes (a quote cut short by … runs to the end of
/// its line), backticks, brackets, command lines and code (snippets are indented six spaces).
enum EnglishSentences {
    static func find(in text: String) -> [String] {
        var found: [String] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("      ") {
            // Usage synopses and suggested commands are code.
            var rest = String(line)
            if let usage = rest.range(of: "用法：") { rest = String(rest[..<usage.lowerBound]) }
            rest = rest.replacing(/'[^']*'|"[^"]*"|“[^”]*(?:”|$)|`[^`]*`|\[[^\]]*\]|<[^>]*>|lifequiz( [^\s，。；：（）]+)*/, with: " ")
            for match in rest.matches(of: /\b[a-z]{2,}(?: [a-z]{2,}){2,}\b/) {
                found.append(String(match.output))
            }
        }
        return found
    }
}
