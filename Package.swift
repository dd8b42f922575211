// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "lifequiz",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "lifequiz", targets: ["lifequiz"]),
        .library(name: "LifecycleEngine", targets: ["LifecycleEngine"]),
        .library(name: "KnowledgeBase", targets: ["KnowledgeBase"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
        // Benchmarks/ only: `swift package benchmark` (the malloc interposer counts allocations
        // without jemalloc).
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        // Test-only: text snapshots whose record mode fails the test.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
    ],
    targets: [
        // A seeded random generator and a string hash with fixed algorithms, shared so seeds and
        // hashes mean the same everywhere.
        .target(name: "SeededRandom"),
        // JSON string escaping for the hand-written JSON writers. Standard library only.
        .target(name: "JSONString"),
        // The model of UIKit's lifecycle machinery. Standard library only.
        .target(name: "LifecycleEngine", dependencies: ["SeededRandom", "EditDistance"]),
        // A trace as text for people or scripts: one callback a line, JSON, lanes, Mermaid. Above
        // the engine, which stays a model; the words come from the caller.
        .target(name: "TraceRendering", dependencies: ["LifecycleEngine", "SequenceAlignment", "DisplayWidth", "JSONString"]),
        // Longest-common-subsequence alignment, shared by log checking and version comparison.
        .target(name: "SequenceAlignment"),
        // Levenshtein distance for "did you mean ...?": scenario steps, method names, answers.
        .target(name: "EditDistance"),

        // Reading a console log and checking it against the engine (`lifequiz check`).
        .target(name: "LogCheck", dependencies: ["LifecycleEngine", "SequenceAlignment"]),
        // The Swift file `lifequiz probe` writes for an app that logs a scenario on a device.
        .target(name: "Probe", dependencies: ["LifecycleEngine", "InterfaceText"]),
        // A trace drawn as an SVG or HTML sequence diagram; above the engine, which stays a model.
        .target(name: "TraceDiagram", dependencies: ["LifecycleEngine", "TraceRendering"]),

        // Content/ and schema.sql compiled into the binary, so it runs without its build folder.
        .executableTarget(
            name: "ContentEmbedder",
            dependencies: ["SeededRandom", "JSONString", .product(name: "Yams", package: "Yams")]
        ),
        .plugin(
            name: "EmbedContentPlugin",
            capability: .buildTool(),
            dependencies: ["ContentEmbedder"]
        ),
        .target(name: "EmbeddedContent", plugins: ["EmbedContentPlugin"]),
        // Terminal columns of text (East Asian Width), from a table generated from Unicode's data.
        .target(name: "DisplayWidth"),
        // The interface's words, one catalog per language (Interface/*.yaml), looked up by key.
        .target(name: "InterfaceText", dependencies: ["EmbeddedContent"]),

        // What is at a data file's path (missing, a regular file and its SQLite header, or something
        // to refuse), found without writing, blocking or following links blindly. System only.
        .target(name: "DataFiles"),

        // The knowledge database: schema, content loader, queries, name resolution, search.
        .target(
            name: "KnowledgeBase",
            dependencies: [
                "EmbeddedContent", "DataFiles", "DisplayWidth", "EditDistance", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        // Spaced repetition (FSRS) and the learner's progress database.
        .target(
            name: "Study",
            dependencies: [
                "SeededRandom", "DataFiles", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        // Question generation and grading, answer keys from the engine.
        .target(name: "Quiz", dependencies: ["LifecycleEngine", "TraceRendering", "KnowledgeBase", "Study", "SeededRandom", "InterfaceText", "EditDistance"]),
        // Flashcard exporters: apkg, tsv, markdown, json.
        .target(
            name: "Flashcards",
            dependencies: [
                "LifecycleEngine", "KnowledgeBase", "Quiz", "InterfaceText", "SeededRandom", "JSONString", "SystemDeflate",
                .product(name: "GRDB", package: "GRDB.swift"), .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        // The system's libdeflate (whole-buffer deflate, CRC-32) for the .apkg zip, which
        // Flashcards writes itself.
        .systemLibrary(
            name: "SystemDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
        ),
        // Thin: argument parsing and printing.
        .executableTarget(
            name: "lifequiz",
            dependencies: [
                "LifecycleEngine", "LogCheck", "Probe", "TraceRendering", "TraceDiagram", "KnowledgeBase", "Quiz", "Study", "Flashcards", "SeededRandom", "InterfaceText", "DisplayWidth", "EditDistance",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Linked at a fixed address on Linux: as a position-independent executable, every start
            // spent about a millisecond relocating some 90,000 pointers (docs/performance.md).
            linkerSettings: [.unsafeFlags(["-Xclang-linker", "-no-pie"], .when(platforms: [.linux], configuration: .release))]
        ),

        // Benchmarks (package-benchmark: `swift package benchmark`), out of the product's sources.
        .executableTarget(
            name: "EngineBenchmarks",
            dependencies: ["LifecycleEngine", "TraceRendering", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/EngineBenchmarks", plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "QuizBenchmarks",
            dependencies: ["KnowledgeBase", "Quiz", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/QuizBenchmarks", plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ExportBenchmarks",
            dependencies: ["Flashcards", "SyntheticDecks", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/ExportBenchmarks", plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The exporter as a whole process, raced against genanki by scripts/bench-export.
        .executableTarget(name: "ExportRunner", dependencies: ["Flashcards", "SyntheticDecks"], path: "Benchmarks/Runners/ExportRunner"),

        // Property checks for the test targets: PropertyBased's generators driven by fixed seeds,
        // so every run checks the same cases and a failure names the seed that reproduces it.
        .target(
            name: "SeededProperties",
            dependencies: [.product(name: "PropertyBased", package: "swift-property-based")],
            path: "Tests/SeededProperties"
        ),
        // A reproducible made-up deck for the exporters' tests and benchmarks.
        .target(name: "SyntheticDecks", dependencies: ["Flashcards", "KnowledgeBase", "SeededRandom"], path: "Tests/SyntheticDecks"),
        // What every test target shares: temporary folders, text snapshots.
        .target(
            name: "TestSupport",
            dependencies: [.product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "LifecycleEngineTests",
            dependencies: ["LifecycleEngine", "TraceRendering", .product(name: "Yams", package: "Yams"), "SeededProperties"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "LogCheckTests", dependencies: ["LogCheck", "LifecycleEngine", .product(name: "Yams", package: "Yams")], resources: [.copy("Fixtures")]),
        .testTarget(name: "ProbeTests", dependencies: ["Probe", "LogCheck", "LifecycleEngine", "InterfaceText", "TestSupport"]),
        .testTarget(name: "TraceRenderingTests", dependencies: ["TraceRendering", "LifecycleEngine", "DisplayWidth"]),
        .testTarget(name: "TraceDiagramTests", dependencies: ["TraceDiagram", "TraceRendering", "LifecycleEngine", "SystemDeflate", "TestSupport"]),
        .testTarget(name: "DisplayWidthTests", dependencies: ["DisplayWidth"]),
        .testTarget(name: "EditDistanceTests", dependencies: ["EditDistance"]),
        .testTarget(name: "InterfaceTextTests", dependencies: ["InterfaceText"]),
        .testTarget(
            name: "KnowledgeBaseTests", dependencies: ["KnowledgeBase", "DisplayWidth", "SeededProperties", "TestSupport"],
            resources: [.copy("Fixtures")]
        ),
        // Stats snapshots are read from the source tree (Snapshots/), not the bundle.
        .testTarget(
            name: "StudyTests", dependencies: ["Study", "SeededRandom", "TestSupport"],
            exclude: ["Stats/Snapshots"], resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "QuizTests", dependencies: ["Quiz", "LifecycleEngine", "KnowledgeBase", "SeededProperties", "SeededRandom"]),
        .testTarget(
            name: "FlashcardsTests",
            dependencies: ["Flashcards", "Quiz", "KnowledgeBase", "LifecycleEngine", "SeededRandom", "SyntheticDecks", "TestSupport"], exclude: ["Tools"]
        ),
        // Help and completion snapshots (Snapshots/) and fixtures (Fixtures/) are read from the source tree.
        .testTarget(
            name: "LifequizTests", dependencies: ["lifequiz", "Study", "KnowledgeBase", "DisplayWidth", "SeededProperties", "TestSupport"],
            exclude: ["Snapshots", "Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
