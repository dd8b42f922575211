import Benchmark
import Foundation
import KnowledgeBase
import Quiz

// Generating and grading ordering questions in-process, on the embedded content. Target
// (docs/performance.md): 10,000 questions in under a second. Each iteration does 1,000; the
// material, the generator and the grader are made once, outside it, from a knowledge database
// built in a temporary folder and removed once read.
let benchmarks: @Sendable () -> Void = {
    let directory = FileManager.default.temporaryDirectory.appending(path: "lifequiz-quiz-benchmark-\(getpid())")
    let material: QuizMaterial
    do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        material = try QuizMaterial.load(from: KnowledgeDatabase.open(at: directory.appending(path: "knowledge.sqlite")))
    } catch {
        fatalError("the knowledge database could not be built in \(directory.path): \(error)")
    }
    let generator = QuestionGenerator(material: material, language: .en)
    let grader = Grader(material: material)
    Benchmark(
        "quiz: 1,000 ordering questions generated and graded",
        configuration: .init(metrics: [.wallClock], maxDuration: .seconds(10), maxIterations: 20)
    ) { _ in
        for seed in 0..<UInt64(1_000) {
            let question = try generator.question(seed: seed, request: .init(kinds: [.ordering]))
            // Answered in the order shown: realistic, mostly wrong, and it exercises the grader.
            blackHole(grader.grade(question, answer: question.items.indices.map { String($0 + 1) }.joined(separator: " ")))
        }
    }
}
