import Foundation
import InterfaceText
import LifecycleEngine
import LogCheck
import Probe
import TestSupport
import Testing

/// UIKit is not on this machine, so the probe cannot be compiled here: its text must parse as
/// Swift, every method it logs must be a callback the engine names, and what it prints must read
/// back through `check` as consistent.
@Suite struct ProbeWriterTests {
    static let scripts = [
        "launch nav(A); push B; pop",
        "launch tabs(nav(A), B) scenes; push C(retainCycle); select B",
        "launch A(loadView=custom); present nav(D) style=pageSheet; swipeDown cancel; dismiss",
        "launch pages(A, B) transition=curl; page next",
        "launch A; addChild E to A; addView V(draws) to A; addView W to V; layout W; redraw V; removeView W; rotate; background; foreground",
        "observe A in viewDidLoad; addChild C to A in viewDidLoad; addView V to A in viewDidLoad; launch nav(A); addSubview S to A; loadViewIfNeeded A",
        "launch nav(A); addView V to A; addView W to V; tap W; present B style=fullScreen; tap B",
        "push B in willConnectTo; launch nav(A) scenes; delegate A for Nav; observe A; observe A of=scene; pop; background",
        "launch tabs(A, nav(B)); delegate A for Tabs; select B; select A via=code",
        "addView P(constraints) to A in viewDidLoad; addView Q to P in viewDidLoad of A; launch A(constraints); addView V(constraints) to A; addView W to V",
        "present nav(C) in viewDidAppear of B; push D in viewDidAppear of C; launch A; present B style=fullScreen",
        "launch nav(A) scenes via=url; openScene nav(B); setRoot C",
        "launch A via=link; background; open url; setRoot tabs(B, C)",
        "launch nav(A); background; open notification",
        "launch nav(A); receive notification; open notification; pullDown notificationCenter; pullDown controlCenter",
        "launch A(handles); addView V(tapGesture) to A; addView W(handles, constraints) to V; addView H(hidden) to W; tap W; addView T(transparent) to A; tap T",
        "launch nav(A(deprecatedRotation)); push B; rotate",
        "launch A orientations=landscape; addChild C to A; transition C to D order=newFirst",
        "launch A notifications=appDelegate; background; receive notification silent; open notification",
        "launch A via=localNotification; receive localNotification; background; open localNotification",
    ]

    private func probe(_ script: String, language: String = "en") throws -> String {
        ProbeWriter(scenario: try ScenarioParser.parse(script), script: script, texts: .embedded(language)).write()
    }

    @Test(arguments: scripts)
    func theProbeParsesAsSwift(_ script: String) throws {
        try expectParsesAsSwift(try probe(script))
    }

    /// A Chinese reader gets the instructions and the prompts on the device in Chinese, and the
    /// file still parses.
    @Test func aChineseReadersProbeSpeaksChinese() throws {
        let script = "launch nav(A) scenes via=url; push B; rotate; background; foreground; receive notification; open notification"
        let text = try probe(script, language: "zh")
        try expectParsesAsSwift(text)
        #expect(text.hasPrefix("// 由 `lifequiz probe` 为这个情景生成："))
        for prompt in ["转动设备", "回到主屏幕", "再次打开 App", "点按这个 App 的通知"] {
            #expect(text.contains("probePrompt(\"\(prompt)"), "\(prompt)")
        }
        #expect(!text.contains("go to the Home Screen"))
        #expect(text.contains(#"probePrompt("第 \(index + 1) 步：\(step.text)")"#))
    }

    /// A script's `ios 9` line picks the engine's version: the file says why its steps leave it
    /// out (twenty-third review C), and a script without one says nothing of it.
    @Test func aScriptsVersionLineIsExplainedNotDroppedSilently() throws {
        #expect(try probe("ios 9; launch A; present B").contains("ios 9 line picks the engine's version"))
        #expect(!(try probe("launch A; present B")).contains("picks the engine's version"))
    }

    /// UIKit sends the deprecated rotation methods only to a class that does not override
    /// viewWillTransition(to:with:), so such a controller must not inherit the probe's override.
    @Test func aControllerWithTheDeprecatedRotationMethodsInheritsNoSizeTransition() throws {
        let text = try probe(Self.scripts[16])
        #expect(text.contains("final class A: ProbeViewController {\n    override func willRotate(to"))
        #expect(text.contains("final class B: ProbeTurningViewController {}"))
    }

    /// The landscape-only root answers supportedInterfaceOrientations itself, and the file
    /// tells the person to hold the iPhone upright.
    @Test func aLandscapeOnlyRootIsRestrictedBeforeItIsShown() throws {
        let text = try probe(Self.scripts[17])
        #expect(text.contains("ProbeSteps.rootOrientations = .landscape; window!.rootViewController = "))
        #expect(text.contains("held upright"))
    }

    /// An app without a notification center delegate hears its notifications in the fetch
    /// handler, and the file says how to send the silent push.
    @Test func anAppWithoutACenterDelegateImplementsTheFetchHandler() throws {
        let text = try probe(Self.scripts[18])
        #expect(text.contains("fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void"))
        #expect(!text.contains("UNUserNotificationCenter.current().delegate = self"))
        #expect(text.contains("content-available"))
    }

    /// The app schedules its own local notifications: as one arrives, before the app goes to the
    /// Home Screen for one to be tapped, and, for a launch by one, in a run of its own; no push
    /// service is asked for.
    @Test func anAppWithLocalNotificationsSchedulesThem() throws {
        let text = try probe(Self.scripts[19])
        #expect(text.contains("ProbeSteps.prepareLocalNotificationLaunch("))
        // One as the notification arrives in the foreground, one before going to the Home Screen.
        #expect(text.components(separatedBy: "scheduleLocalNotification(after: 1);").count == 2)
        #expect(text.components(separatedBy: "scheduleLocalNotification(after: 6)").count == 2)
        #expect(text.contains("UNUserNotificationCenter.current().delegate = self"))
        #expect(!text.contains("xcrun simctl push"))
    }

    private func expectParsesAsSwift(_ text: String) throws {
        let folder = try TemporaryDirectory()
        let file = folder.url.appending(path: "Probe.swift")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-parse", file.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(message)")
    }

    /// `override func viewWillAppear(_ animated: Bool) { ... probeLog(self, #function) }` logs
    /// `viewWillAppear(_:)`: each such name must be one the engine and `check` know.
    @Test func everyLoggedMethodIsACallbackTheEngineNames() throws {
        let text = try probe(Self.scripts[4])
        let declarations = text.matches(of: /(?:func|init\??)\s*([A-Za-z]*)\(([^)]*)\)[^{\n]*\{[^\n]*probeLog\(self, #function\)/)
        #expect(declarations.count > 40)
        for declaration in declarations {
            let labels = declaration.2.split(separator: ",").map { parameter in
                String(parameter.split(separator: ":")[0].split(separator: " ").first ?? "_")
            }
            let base = declaration.1.isEmpty ? "init" : String(declaration.1)
            let name = "\(base)(\(labels.map { "\($0):" }.joined()))"
            #expect(!Callback.matching(name).isEmpty, "\(name) is not a callback the engine names")
        }
    }

    /// What the probe prints — `<Class> <callback>` a line, its prompts between the steps — is
    /// read by `check` as consistent with the engine.
    @Test(arguments: scripts)
    func whatTheProbePrintsChecksConsistent(_ script: String) throws {
        let scenario = try ScenarioParser.parse(script)
        let trace = try LifecycleSimulator.run(scenario)
        var lines: [String] = []
        var step: Int32 = 0
        for event in trace.events where ![.main, .applicationMain, .makeKeyAndVisible].contains(event.callback) && event.callback.category != .queries {
            if event.step != step {
                step = event.step
                lines.append("lifequiz probe: step \(step): \(scenario.steps[Int(step) - 1].text)")
            }
            let object = trace.object(of: event)
            let name = switch object.kind {
            case .app: "AppDelegate"
            case .scene: "SceneDelegate"
            default: object.name
            }
            lines.append("\(name) \(event.callback.swiftName)")
        }
        let report = try LogChecker(scenario: scenario).check(lines.joined(separator: "\n"), on: trace.version)
        #expect(report.isConsistent, "\(report.differences)")
        #expect(report.unrecognized.allSatisfy { $0.text.hasPrefix("lifequiz probe:") })
    }
}
