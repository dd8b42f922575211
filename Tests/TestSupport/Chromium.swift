import Foundation

/// Debian's headless chromium, which scripts/test installs: screenshots and the DOM after render.
public enum Chromium {
    public static let path = "/usr/bin/chromium"

    public static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// A PNG of `file` drawn in a window of the given size.
    public static func screenshot(of file: URL, width: Int, height: Int) throws -> Data {
        let png = file.deletingPathExtension().appendingPathExtension("png")
        try screenshot(of: file, width: width, height: height, to: png)
        return try Data(contentsOf: png)
    }

    /// The document as the browser holds it after parsing and running it, in a window of the
    /// given size (its scripts can measure what the window shows).
    public static func renderedDOM(of file: URL, width: Int = 800, height: Int = 600) throws -> String {
        try run(["--window-size=\(width),\(height)", "--dump-dom", file.absoluteString])
    }

    /// A PNG of `file` in a window of the given size, written to `png`.
    public static func screenshot(of file: URL, width: Int, height: Int, to png: URL) throws {
        _ = try run(["--screenshot=\(png.path)", "--window-size=\(width),\(height)", file.absoluteString])
    }

    private static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        // `timeout` so a browser that hangs fails the test instead of stalling the run.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        // A profile per run: two browsers sharing one (tests run in parallel) lock each other out.
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        process.arguments = ["120", path, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                             "--no-first-run", "--user-data-dir=\(profile.path)"]
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
