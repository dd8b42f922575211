import Foundation
import KnowledgeBase
import LifecycleEngine
import Quiz

// usage: lifequiz-bench engine [episodes] [rounds]   callbacks per second on one long scenario
//        lifequiz-bench quiz [count] [rounds]         seconds to generate and grade ordering questions
//                                                     (best and median of the rounds)
// Prints one line of `key=value` pairs for scripts/bench.

func seconds(_ work: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "engine":
    let episodes = arguments.count > 1 ? Int(arguments[1])! : 20_000
    let rounds = arguments.count > 2 ? Int(arguments[2])! : 5
    let scenario = try ScenarioParser.parse(ScenarioGenerator.longScenario(episodes: episodes, seed: 1))
    var best = Double.infinity
    var callbacks = 0
    for _ in 0..<rounds {
        var trace: Trace?
        let time = try seconds { trace = try LifecycleSimulator.run(scenario) }
        callbacks = trace!.events.count
        best = min(best, time)
    }
    print("steps=\(scenario.steps.count) callbacks=\(callbacks) seconds=\(best) callbacks_per_second=\(Int(Double(callbacks) / best))")
case "quiz":
    let count = arguments.count > 1 ? Int(arguments[1])! : 10_000
    let rounds = arguments.count > 2 ? Int(arguments[2])! : 5
    let directory = FileManager.default.temporaryDirectory.appending(path: "lifequiz-bench-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let material = try QuizMaterial.load(from: KnowledgeDatabase.open(at: directory.appending(path: "knowledge.sqlite")))
    let generator = QuestionGenerator(material: material, language: .en)
    let grader = Grader(material: material)
    var correct = 0
    var times: [Double] = []
    for _ in 0..<rounds {
        correct = 0
        times.append(try seconds {
            for seed in 0..<UInt64(count) {
                let question = try generator.question(seed: seed, request: .init(kinds: [.ordering]))
                // Answer in the shown order: a realistic, mostly wrong answer that exercises the grader.
                if case .graded(let grade) = grader.grade(question, answer: question.items.indices.map { String($0 + 1) }.joined(separator: " ")),
                   grade.correct { correct += 1 }
            }
        })
    }
    let best = times.min()!, median = times.sorted()[times.count / 2]
    print("questions=\(count) seconds=\(best) median_seconds=\(median) per_second=\(Int(Double(count) / best)) correct=\(correct)")
default:
    FileHandle.standardError.write(Data("usage: lifequiz-bench engine [episodes] [rounds] | quiz [count] [rounds]\n".utf8))
    exit(64)
}
