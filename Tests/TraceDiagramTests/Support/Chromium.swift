import Foundation

/// Debian's headless chromium, which scripts/test installs: screenshots and the DOM after render.
enum Chromium {
    static let path = "/usr/bin/chromium"

    static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// A PNG of `file` drawn in a window of the given size.
    static func screenshot(of file: URL, width: Int, height: Int) throws -> Data {
        let png = file.deletingPathExtension().appendingPathExtension("png")
        _ = try run(["--screenshot=\(png.path)", "--window-size=\(width),\(height)", file.absoluteString])
        return try Data(contentsOf: png)
    }

    /// The document as the browser holds it after parsing and running it.
    static func renderedDOM(of file: URL) throws -> String {
        try run(["--dump-dom", file.absoluteString])
    }

    private static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        // `timeout` so a browser that hangs fails the test instead of stalling the run.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["120", path, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                             "--no-first-run", "--user-data-dir=\(FileManager.default.temporaryDirectory.path)/lifequiz-chromium-\(getpid())"]
            + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
