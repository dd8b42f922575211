// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "lifequiz",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "lifequiz", targets: ["lifequiz"]),
        .executable(name: "lifequiz-bench", targets: ["lifequiz-bench"]),
        .library(name: "LifecycleEngine", targets: ["LifecycleEngine"]),
        .library(name: "KnowledgeBase", targets: ["KnowledgeBase"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
    ],
    targets: [
        // A seeded random generator and a string hash with fixed algorithms, shared so seeds and
        // hashes mean the same everywhere.
        .target(name: "SeededRandom"),
        // The model of UIKit's lifecycle machinery. Standard library only.
        .target(name: "LifecycleEngine", dependencies: ["SeededRandom"]),

        // Content/ and schema.sql compiled into the binary, so it runs without its build folder.
        .executableTarget(
            name: "ContentEmbedder",
            dependencies: [.product(name: "Yams", package: "Yams")]
        ),
        .plugin(
            name: "EmbedContentPlugin",
            capability: .buildTool(),
            dependencies: ["ContentEmbedder"]
        ),
        .target(name: "EmbeddedContent", plugins: ["EmbedContentPlugin"]),

        // The knowledge database: schema, content loader, queries, name resolution, search.
        .target(
            name: "KnowledgeBase",
            dependencies: [
                "EmbeddedContent", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        // Spaced repetition (FSRS) and the learner's progress database.
        .target(name: "Study", dependencies: ["SeededRandom", .product(name: "GRDB", package: "GRDB.swift")]),
        // Question generation and grading, answer keys from the engine.
        .target(name: "Quiz", dependencies: ["LifecycleEngine", "KnowledgeBase", "Study", "SeededRandom"]),
        // Flashcard exporters: apkg, tsv, markdown, json.
        .target(
            name: "Flashcards",
            dependencies: [
                "LifecycleEngine", "KnowledgeBase", "Quiz", "SeededRandom", "SystemDeflate",
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
        // Benchmark runner for scripts/bench-export: reads a deck file, writes an .apkg.
        .executableTarget(name: "FlashcardsBench", dependencies: ["Flashcards"]),
        // Thin: argument parsing and printing.
        .executableTarget(
            name: "lifequiz",
            dependencies: [
                "LifecycleEngine", "KnowledgeBase", "Quiz", "Study", "Flashcards", "SeededRandom",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Measures the engine and the quiz in-process for scripts/bench; not part of lifequiz.
        .executableTarget(name: "lifequiz-bench", dependencies: ["LifecycleEngine", "KnowledgeBase", "Quiz"]),

        .testTarget(
            name: "LifecycleEngineTests",
            dependencies: ["LifecycleEngine", .product(name: "Yams", package: "Yams")],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "KnowledgeBaseTests", dependencies: ["KnowledgeBase"], resources: [.copy("Fixtures")]),
        .testTarget(name: "StudyTests", dependencies: ["Study", "SeededRandom"], resources: [.copy("Fixtures")]),
        .testTarget(name: "QuizTests", dependencies: ["Quiz", "LifecycleEngine", "KnowledgeBase"]),
        .testTarget(name: "FlashcardsTests", dependencies: ["Flashcards", "Quiz", "KnowledgeBase", "SeededRandom"], exclude: ["Tools"]),
        // Help snapshots are read from the source tree, so LIFEQUIZ_RECORD_SNAPSHOTS=1 can rewrite them.
        .testTarget(name: "LifequizTests", dependencies: ["lifequiz", "Study", "KnowledgeBase"], exclude: ["Snapshots"]),
    ],
    swiftLanguageModes: [.v6]
)
