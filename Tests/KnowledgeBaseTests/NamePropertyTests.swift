@testable import KnowledgeBase
import SeededProperties
import TestSupport
import Testing

/// Whatever is typed as a method name, a class or a search, the answer is a result or a typed
/// "not found" / "empty" error: never a query failure, never a crash. Fixed seeds.
struct NamePropertyTests {
    let directory: TemporaryDirectory
    let knowledge: KnowledgeDatabase

    init() throws {
        directory = try TemporaryDirectory()
        knowledge = try directory.fixtureDatabase()
    }

    static let fragments = [
        "viewDidLoad", "viewWillAppear", "(_:)", ":", "-[", "]", "UIViewController", "UIView", ".", "init",
        "(nibName:bundle:)", "- (void)", "override func", "[super ", "animated", "布局", "内存", "视图", "\"", "'", "*",
        "NEAR(", "AND", "OR", "NOT", "^", "%", "_", "\\", ";", "--", "/*", "' OR 1=1", "\u{0}", "\u{301}", "🙂",
        " ", " ", "\t", "\n", "layoutSubviews", "dealloc", "a", "ab", "9223372036854775808",
    ]

    /// Fragments of names and of the languages people paste from, in any order: 0 to 12 of them.
    static let typed: AnyGenerator<String> = Gen<String?>.element(of: fragments).map { $0 ?? "" }
        .array(of: 0...12).map { $0.joined() }.eraseToAny()

    /// Any scalars at all, control and combining ones included (surrogate values, which are no
    /// scalars, become U+FFFD).
    static let scalars: AnyGenerator<String> = Gen<UInt32>.value(in: 0...0x2FFFF)
        .map { Character(Unicode.Scalar($0) ?? "\u{FFFD}") }.string(of: 0...40).eraseToAny()

    /// Half fragments, half any scalars.
    static let names: AnyGenerator<String> = Generator<String, Shrink.None<String>> { random in
        Bool.random(using: &random) ? typed.run(using: &random) : scalars.run(using: &random)
    }.eraseToAny()

    /// Every drawn name is answered by `lookup`, or refused with an error `expected` accepts;
    /// any other error is recorded with its seed.
    private func eachName(_ lookup: (String) throws -> Void, answersOrThrows expected: (KnowledgeBaseError) -> Bool) {
        SeededProperty(Self.names).check(seeds: 0..<600) { name in
            do {
                try lookup(name)
                return nil
            } catch let error as KnowledgeBaseError where expected(error) {
                return nil
            }
        }
    }

    @Test func anyNameResolvesOrIsNotFound() {
        eachName({ _ = try knowledge.cards(named: $0) }) { error in
            if case .unknownMethod = error { return true }
            return error == .emptyName
        }
    }

    @Test func anyClassNameListsOrIsNotFound() {
        eachName({ _ = try knowledge.methods(inClass: $0) }) { error in
            if case .unknownClass = error { return true }
            return error == .emptyName
        }
    }

    @Test func anySearchFindsOrIsEmpty() {
        let search = zip(Self.names, Gen<Language>.case, Gen.int(in: -2...Int.max))
        SeededProperty(search).check(seeds: 0..<600) { text, language, limit in
            do {
                let hits = try knowledge.search(text, language: language, limit: limit)
                return hits.count <= max(0, limit) ? nil : "\(hits.count) hits over the limit \(limit)"
            } catch KnowledgeBaseError.emptySearch {
                return nil
            }
        }
    }
}
