import GRDB
import Testing
import TestSupport
@testable import KnowledgeBase

/// What the knowledge database answers, on the fixture content.
struct QueryTests {
    let directory: TemporaryDirectory
    let knowledge: KnowledgeDatabase

    init() throws {
        directory = try TemporaryDirectory()
        knowledge = try directory.fixtureDatabase()
    }

    private func card(_ name: String) throws -> MethodCard {
        try #require(knowledge.cards(named: name).first)
    }

    @Test func aCardDescribesTheMethod() throws {
        let method = try card("viewWillAppear").method
        #expect(method.id == "UIViewController.viewWillAppear(_:)")
        #expect(method.classID == "UIViewController")
        #expect(method.swiftSignature == "func viewWillAppear(_ animated: Bool)")
        #expect(method.objcSignature == "- (void)viewWillAppear:(BOOL)animated")
        #expect(method.frequency == "many")
        #expect(method.superRule == "first")
        #expect(method.when.zh == "视图即将出现时")
        #expect(method.sources == [Citation(seed: "000_b683b64be764eb10.txt", section: "1.1.5 viewWillAppear(_:)", lines: "137-152",
                                            sectionTitle: "viewWillAppear(_:)")])
    }

    @Test func aCardListsFactsMainlyAboutTheMethodFirst() throws {
        let facts = try card("viewDidLoad").facts
        #expect(facts.map(\.id) == ["view-loading.viewdidload-runs-once", "view-loading.loadview-before-viewdidload"])
        #expect(facts[0].methods == ["UIViewController.loadView()"])
        #expect(facts[0].sources.map(\.lines) == ["121-136"])
    }

    @Test func aCardCarriesDeprecationAndVersionRanges() throws {
        #expect(try card("willRotate(to:duration:)").method.deprecated == "8.0")
        #expect(try card("didReceiveMemoryWarning").facts.first?.ios == VersionRange(from: 3, to: 5))
    }

    @Test func aCardListsPitfallsWithTheirFix() throws {
        let pitfall = try #require(try card("loadView").pitfalls.first)
        #expect(pitfall.title.en == "Reading view inside loadView")
        #expect(pitfall.fix.zh == "先给 view 赋值")
        #expect(pitfall.snippet?.en.contains("override func loadView()") == true)
        #expect(pitfall.methods == ["UIViewController.loadView()"])
    }

    @Test func aCardListsConflictsWithEveryClaim() throws {
        let conflict = try #require(try card("viewDidLoad").conflicts.first)
        #expect(conflict.claims.map(\.source.seed) == ["000_b683b64be764eb10.txt", "002_777fd6bad1933fe0.txt"])
        #expect(conflict.scenario == "launch nav(A); push B")
    }

    @Test func aCardNamesEverySeedItCites() throws {
        #expect(try card("viewDidLoad").sources.map(\.id) == ["000_b683b64be764eb10.txt", "002_777fd6bad1933fe0.txt"])
    }

    @Test func listingAClassGivesItsMethodsInContentOrder() throws {
        #expect(try knowledge.methods(inClass: "uiview").map(\.swiftName) == ["init(frame:)", "init(coder:)", "awakeFromNib()", "deinit", "layoutSubviews()"])
    }

    @Test func listingEverythingGivesEveryMethod() throws {
        #expect(try knowledge.methods().count == 16)
    }

    @Test func aMisspelledClassSuggestsTheClosest() throws {
        #expect(throws: KnowledgeBaseError.unknownClass(name: "UIVeiw", suggestions: ["UIView"])) {
            try knowledge.methods(inClass: "UIVeiw")
        }
    }

    @Test func sourcesComeWithTheirSections() throws {
        let sources = try knowledge.sources()
        #expect(sources.map(\.id) == ["000_b683b64be764eb10.txt", "002_777fd6bad1933fe0.txt"])
        #expect(sources[0].sections.map(\.section).prefix(3) == ["1.1.3 loadView()", "2", "1.1"])
        #expect(sources[0].ios == 10)
    }

    @Test func conflictsComeWithClaimsInOrder() throws {
        let conflicts = try knowledge.conflicts()
        #expect(conflicts.map(\.id) == ["conflict.viewdidload-timing"])
        #expect(conflicts[0].claims.map(\.source.lines) == ["121-136", "176-194"])
        #expect(conflicts[0].methods == ["UIViewController.viewDidLoad()", "UIViewController.viewWillAppear(_:)"])
    }

    @Test func traceLinesAreResolvedToMethods() throws {
        let trace = try #require(try knowledge.traces().first)
        #expect(trace.steps.map(\.methodID) == [
            "UIApplicationDelegate.application(_:didFinishLaunchingWithOptions:)",
            "UIViewController.init(coder:)", // shared name, settled by A's other lines
            "UIViewController.awakeFromNib()",
            "UIViewController.loadView()",
            "UIViewController.viewDidLoad()",
            "UIViewController.viewWillAppear(_:)",
            "UIView.init(coder:)",
            "UIView.layoutSubviews()",
        ])
        #expect(trace.steps[5].loggedAs == "-[UIViewController viewWillAppear:]")
    }

    @Test func methodNamesHoldEveryDerivedSpelling() throws {
        let keys = try knowledge.reader.read { db in
            try String.fetchAll(db, sql: "SELECT normalized FROM method_names WHERE method_id = 'UIViewController.init(coder:)' ORDER BY normalized")
        }
        // `UIViewController(coder:)`: the initializer as Swift code calls it.
        #expect(keys == ["init", "init(coder:)", "initwithcoder", "initwithcoder:", "uiviewcontroller(coder:)"])
    }

    @Test func factsPitfallsAndScenariosAreAvailableToOtherTargets() throws {
        #expect(try knowledge.facts().count == 5)
        #expect(try knowledge.pitfalls().count == 1)
        #expect(try knowledge.scenarios().map(\.script) == ["launch A"])
    }
}
