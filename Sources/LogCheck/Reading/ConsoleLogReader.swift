import LifecycleEngine

/// Reads console output as people log callbacks: NSLog lines with their date, process and thread
/// prefix; `-[SecondViewController viewDidLoad]`; `print(#function)` with or without the class;
/// `SecondVC --- viewWillAppear`, `B 控制器 viewDidLoad`; Swift and Objective-C spellings.
public enum ConsoleLogReader {
    public struct Reading: Sendable {
        public var callbacks: [LoggedCallback] = []
        public var unrecognized: [LogLine] = []
        /// Lines that end or give the result of a call logged on an earlier line: read, not counted.
        public var callEnds: [LoggedCallback] = []
        /// The answers of point(inside:with:) the log gives, on its call or its end line.
        public var pointAnswers: [LoggedAnswer] = []
        /// The one name beside several callbacks (`首页 viewDidLoad`, `viewDidLoad Called`): with no
        /// second name to tell it from, a word the lines repeat, read as no class.
        public var repeatedLabel: String?
    }

    public static func read(_ log: String) -> Reading {
        var reading = Reading()
        var labels: [Int: String] = [:]
        // Calls whose entry was logged and whose end may be logged too.
        var open: [String: Int] = [:]
        // The last call's line, as read, while the lines after it repeat it to print values.
        var repeatedCall: String?
        let lines = log.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
        // A log pasted into a source file as a comment: every line opens with `//`, which is then
        // no comment on the log but the comment the log sits in.
        let inAComment = lines.contains { !$0.isEmpty } && lines.allSatisfy { $0.isEmpty || $0.hasPrefix("//") }
        for (index, line) in lines.enumerated() {
            // Two NSLog entries can end up on one line when a newline is lost.
            for entry in entries(in: inAComment ? line.dropFirst(2).trimmingWhitespace() : line) {
                let text = withoutLogPrefix(entry)
                guard !text.isEmpty else { continue }
                let logged = withTransitionsNamed(withLabelsSplitOff(withSignaturesAsNames(withNotificationNamesUnwrapped(withoutTrailingGeometry(withoutLeadingGeometry(withoutTrailingComment(text)))))))
                let repeated = repeatedCall
                repeatedCall = nil
                let spelledOut = joiningSpelledOutName(logged)
                if !isCommentary(logged, spelledOut: spelledOut), let callback = callback(in: logged, line: index + 1, text: text)
                    ?? callback(in: spelledOut, line: index + 1, text: text) {
                    // `viewDidLoad` then `viewDidLoad reports (375.0, 667.0)`: a line that repeats the
                    // call's line, or starts with its name where the call's line also named the
                    // object, and adds what the call found is no second call.
                    if let repeated, let last = reading.callbacks.last, last.candidates == callback.candidates,
                       logged.hasPrefix(repeated + " ") && last.className == callback.className
                        || callback.className == nil && last.className != nil && startsWithItsName(logged, callback) {
                        reading.callEnds.append(callback)
                        repeatedCall = repeated
                        continue
                    }
                    // Authors who log a method's entry and its end or result (`进入…` and `离开…`,
                    // `- begin` and `- end`, `isInside:1`) made one call, not two. A method that
                    // returns a value is paired by name alone (its result line may print another
                    // object); any other only with an entry its author marked, of the same class,
                    // so `返回 A viewWillAppear` after a pop stays a call.
                    if callback.candidates[0] == .pointInside, let inside = answer(in: logged) {
                        reading.pointAnswers.append(LoggedAnswer(line: index + 1, className: callback.className, inside: inside))
                    }
                    let returnsAValue = valueReturning.contains(callback.candidates[0])
                    let key = returnsAValue ? callback.candidates[0].swiftName : "\(callback.candidates[0].swiftName) \(callback.className ?? "")"
                    if endsACall(logged, returnsAValue: returnsAValue) {
                        if open[key, default: 0] > 0 {
                            open[key]! -= 1
                            reading.callEnds.append(callback)
                            continue
                        }
                    } else if returnsAValue || logged.contains(entryMarker) {
                        open[key, default: 0] += 1
                    }
                    if let label = chineseLabel(in: logged) ?? (callback.className == nil ? trailingLabel(in: logged) ?? lowerCaseLabel(in: logged) : nil) {
                        labels[reading.callbacks.count] = label
                    }
                    reading.callbacks.append(callback)
                    repeatedCall = logged
                } else {
                    // Listed as written, with the `//` of a log in a comment.
                    reading.unrecognized.append(LogLine(line: index + 1, text: inAComment ? String(line) : text))
                }
            }
        }
        // `viewWillAppear: Stockholm`, `首页 viewDidLoad`: a name after the callback, or a Chinese one
        // beside it, labels the line only when the log has several such names, so that a word every
        // line repeats (`viewDidLoad Called`, `调用 viewDidLoad`) is not a class. A Chinese name wins
        // over a class word every labelled line shares: that word is a tag (`[Lifecycle] 首页 viewDidLoad`).
        // A name stands beside several callbacks; words that describe one (`viewDidLoad 加载完成`)
        // stand beside one each, and are no names.
        let callbacksBeside = Dictionary(grouping: labels, by: \.value).mapValues { Set($0.map { reading.callbacks[$0.key].candidates[0] }) }
        let names = labels.filter { callbacksBeside[$0.value]!.count >= 2 }
        if Set(names.values).count == 1 { reading.repeatedLabel = names.values.first }
        if Set(names.values).count >= 2 {
            let classes = Set(names.keys.map { reading.callbacks[$0].className })
            let tag = classes.count == 1 ? classes.first! : nil
            for (position, label) in names where reading.callbacks[position].className == nil || reading.callbacks[position].className == tag {
                reading.callbacks[position] = reading.callbacks[position].labelled(label)
            }
        }
        reading.callbacks = withInstancesTold(reading.callbacks)
        return reading
    }

    /// Whether the line reads as the end of a call rather than its start: it says so (`离开`,
    /// `end`), or, for a method that returns a value, gives it (`returns`, `isInside:1`,
    /// `---(null)`, `FirstResponder：<ViewD: 0x…>`); an argument (`viewWillAppear: animated=1`)
    /// never ends a call.
    static func endsACall(_ text: String, returnsAValue: Bool) -> Bool {
        if text.contains(marker("leave|leaving|exit|exiting|exited|end|ended", chinese: "离开|结束")) { return true }
        guard returnsAValue else { return false }
        return text.contains(marker("return|returns|returned", chinese: "返回")) || loggedValue(in: text) != nil
    }

    /// The yes or no a line ends with (`-> NO`, `isInside:1`, `= true`), if it ends with one.
    static func answer(in text: String) -> Bool? {
        guard let value = loggedValue(in: text), ["YES", "NO", "true", "false", "0", "1"].contains(value) else { return nil }
        return ["YES", "true", "1"].contains(value)
    }

    /// The value a line ends with, set off as authors log a result: `isInside:1`, `-> NO`,
    /// `---(null)`, `FirstResponder：<ViewD: 0x…>`.
    private static func loggedValue(in text: String) -> Substring? {
        text.firstMatch(of: /(?:[:：=]|->|--)\s*(\(null\)|nil|null|YES|NO|true|false|[01]|<.*>)\s*$/)?.1
    }

    /// How authors mark a call's entry when they also log its end: `进入`, `- begin`.
    private static var entryMarker: Regex<AnyRegexOutput> { marker("begin|beginning|enter|entering|start|started", chinese: "进入|开始") }

    /// One of `words` set off as authors set off a marker (`- end`, `--> return`, `[begin]`), in
    /// any case, or one of the `chinese` words anywhere.
    private static func marker(_ words: String, chinese: String) -> Regex<AnyRegexOutput> {
        // The words are the literals above: the pattern always compiles.
        try! Regex("(?i)(?:^|[\\s\\-_>:：|\\[(])(?:\(words))(?:$|[\\s\\-_<:：|\\])])|\(chinese)")
    }

    /// Callbacks that return a value, which authors log as the call ends.
    private static let valueReturning: Set<Callback> = [
        .hitTest, .pointInside, .shouldAutorotate, .shouldAutorotateToInterfaceOrientation, .supportedInterfaceOrientations,
        .prefersStatusBarHidden, .preferredStatusBarUpdateAnimation, .presentationControllerShouldDismiss, .tabBarShouldSelect,
        .willFinishLaunching, .didFinishLaunching, .configurationForConnecting,
    ]

    /// `<MyApp.FirstViewController: 0x7f9b1c40a0b0>`, as `print(self)` writes an object: its class
    /// and address, anywhere on the line.
    private static var objectDescription: Regex<(Substring, Substring, Substring)> { /<([A-Za-z_][\w.]*):\s*(0x[0-9a-fA-F]+)[^>]*>/ }

    /// A class logged with two addresses is two objects (`UIWindowScene@0x103e06510`); with one,
    /// the address is dropped.
    private static func withInstancesTold(_ callbacks: [LoggedCallback]) -> [LoggedCallback] {
        var addresses: [Substring: Set<Substring>] = [:]
        for callback in callbacks {
            guard let parts = callback.className?.split(separator: "@"), parts.count == 2 else { continue }
            addresses[parts[0], default: []].insert(parts[1])
        }
        return callbacks.map { callback in
            guard let parts = callback.className?.split(separator: "@"), parts.count == 2, addresses[parts[0]]!.count == 1 else { return callback }
            return callback.labelled(String(parts[0]))
        }
    }

    /// The last word of a line, after its callback, when it reads as a name: `viewWillAppear: Oslo`,
    /// or a name in brackets, `viewDidLoad (ViewController 2)`.
    private static func trailingLabel(in text: String) -> String? {
        if let bracketed = text.firstMatch(of: /\s+\(\s*([A-Z][A-Za-z0-9_]*(?:\s+\d+)?)\s*\)\s*$/) {
            return String(bracketed.1)
        }
        let words = text.matches(of: word).map { String($0.output) }
        guard let callbackIndex = words.lastIndex(where: { !Callback.matching($0).isEmpty }),
              callbackIndex == words.count - 2, let last = words.last, isTypeLike(last) else { return nil }
        return last
    }

    /// `first vc viewDidLoad`, `viewWillAppear - second vc`: up to three lower-case words on one
    /// side of the callback, which is all the line has besides them; not a value the call logs
    /// (`viewWillAppear true`) nor a word that marks a call's entry or end.
    private static func lowerCaseLabel(in text: String) -> String? {
        let before = /^([a-z][a-z0-9]*(?: [a-z0-9]+){0,2})\s*[-–—:|>=]*\s+([A-Za-z_][\w:()]*)$/
        let after = /^([A-Za-z_][\w:()]*)\s*[-–—:|>=,]*\s+([a-z][a-z0-9]*(?: [a-z0-9]+){0,2})$/
        let found = text.wholeMatch(of: before).map { ($0.1, $0.2) } ?? text.wholeMatch(of: after).map { ($0.2, $0.1) }
        guard let (label, name) = found, !Callback.matching(String(name)).isEmpty || !Callback.matching(firstLabelsOf: String(name)).isEmpty,
              !label.split(separator: " ").contains(where: { loggedValues.contains(String($0)) || !Callback.matching(String($0)).isEmpty }),
              !label.contains(entryMarker), !endsACall(String(label), returnsAValue: false) else { return nil }
        return String(label)
    }

    private static let loggedValues: Set = ["true", "false", "yes", "no", "nil", "null", "animated", "called"]

    /// `首页 viewDidLoad`, `详情页：viewWillAppear`, `[首页] viewWillAppear`, `🔵【我的】viewDidAppear`, `画面A:viewDidLoad`,
    /// `-----首页 viewWillAppear-----`, `viewWillAppear(_:) 首页`: a Chinese name right before the
    /// callback (after nothing but marks, or a bracketed tag), bracketed or not, or ending the
    /// line right after it; not a word that marks a call's entry or end (`进入`, `离开`). The name
    /// is matched lazily: CJK brackets belong to the Han script too.
    private static func chineseLabel(in text: String) -> String? {
        // A letter or number joined to the name and set off from the callback is part of it (`画面A:viewDidLoad`).
        let before = /^[^\p{L}\p{N}]*(?:\[[^\]]*\]\s*)?[\[【(（「<]?\s*(\p{Han}[\p{Han}\d]*?(?:[A-Za-z0-9]+(?=\s*[\]】)）」>]?\s*[-–—:：|>=]))?)\s*[\]】)）」>]?\s*[-–—:：|>=]*\s*[A-Za-z_]/
        let after = /[A-Za-z_)\]:]\s*[-–—:：|>=,，]*\s*[\[【(（「<]?(\p{Han}[\p{Han}\d]*?)[\]】)）」>]?[^\p{L}\p{N}]*$/
        guard let name = (text.firstMatch(of: before)?.1 ?? text.firstMatch(of: after)?.1).map(String.init),
              !name.contains(entryMarker), !endsACall(name, returnsAValue: false) else { return nil }
        return name
    }

    private static var timestamp: Regex<Substring> { /\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}/ }

    /// A line cut before every timestamp after its start.
    static func entries(in line: Substring) -> [Substring] {
        var starts = line.matches(of: timestamp).map(\.range.lowerBound).filter { $0 != line.startIndex }
        guard !starts.isEmpty else { return [line] }
        starts.insert(line.startIndex, at: 0)
        return starts.indices.map { index in
            line[starts[index]..<(index + 1 < starts.count ? starts[index + 1] : line.endIndex)].trimmingWhitespace()
        }
    }

    /// `1 loadView //if you override it`: what follows ` //` is the author's note, not the log.
    static func withoutTrailingComment(_ text: String) -> String {
        guard let range = text.firstRange(of: " //") else { return text }
        return String(text[..<range.lowerBound])
    }

    /// Comments and prose around a log name callbacks too: `//ViewController calls loadView`,
    /// a sentence explaining the log. A logged line is short: a name, a label, a value.
    /// `spelledOut`: the text with its callbacks spelt as words joined into names.
    static func isCommentary(_ text: String, spelledOut: String) -> Bool {
        if text.hasPrefix("//") || text.hasPrefix("#") { return true }
        // What `lifequiz probe` prints before each step names the step, not a callback made.
        if text.hasPrefix("lifequiz probe:") { return true }
        // Source code quoted beside the log: the print calls, declarations and braces that wrote it.
        let code = ["print(", "NSLog(", "fatalError(", "super.", "[super ", "[self ", "func ", "override ", "class ", "import ",
                    "required ", "{", "}", "@objc", "= [", "];", "```"]
        if code.contains(where: text.contains) { return true }
        // An Objective-C declaration starts its line; `---(null)` later on is a logged value.
        if ["- (", "+ (", "-(", "+("].contains(where: text.hasPrefix) { return true }
        let ideographs = text.unicodeScalars.filter { (0x4E00...0x9FFF).contains($0.value) }.count
        if ideographs >= 6, text.contains(where: { "，,。；;".contains($0) }) { return true }
        // A Chinese sentence about a call hedges or foretells (`下面应该会调用 …`); a logged line
        // says what is happening (`视图即将出现`).
        if ideographs >= 4, chineseProseMarkers.contains(where: text.contains) { return true }
        if text.contains(/在\s*[A-Za-z_]\w*(?:\([^)]*\))?\s*(?:里|中|内|之前|之后)/) { return true }
        // A logged line states; it does not ask. Nor does it open with an English function word
        // (`In viewDidLoad: …`, `Expect viewDidLayoutSubviews next`) before a callback's name.
        if text.hasSuffix("?") || text.hasSuffix("？") { return true }
        if let first = text.split(separator: " ").first, englishLeadWords.contains(String(first.filter { $0 != ":" && $0 != "," })),
           text.dropFirst(first.count).contains(/[a-z]+[A-Z]\w*/) { return true }
        // Prose names several callbacks; one name that several classes share (`willMove`) is one.
        let named = Set(text.matches(of: word).compactMap { Callback.matching(String($0.output)).first?.swiftName })
        return named.count >= 2 || isSentence(spelledOut)
    }

    private static let chineseProseMarkers = ["应该", "如果", "为什么", "注意", "不会", "没有被调用", "没被调用", "会调用", "会被调用",
                                              "预计", "接下来"]
    private static let englishLeadWords: Set = ["In", "On", "At", "After", "Before", "During", "When", "While", "Why", "How", "What",
                                                "Where", "Expect", "Expected", "Then", "Now", "Next", "Here", "This", "That", "The",
                                                "We", "It", "If", "Because", "So", "And", "But", "Also", "Does", "Is", "Should"]

    /// `Note: viewDidAppear is not called when the view is hidden`, `Fetching data in viewDidLoad...`:
    /// a sentence about a callback has four or more plain lowercase words besides it, or a
    /// trailing ellipsis after two; a logged call has a value or two (`to compact regular`). A
    /// logged nil is the call's argument, not a word (`willMove(toParent:) nil removing from parent`).
    private static func isSentence(_ text: String) -> Bool {
        let plainWords = text.split(separator: " ").filter { token in
            let word = token.drop { "(\"'".contains($0) }.reversed().drop { ",;.…!?)\"'".contains($0) }.reversed()
            return word.count >= 2 && word.allSatisfy { $0.isASCII && $0.isLowercase } && !["nil", "null"].contains(String(word))
        }.count
        return plainWords >= 4 || (plainWords >= 2 && (text.hasSuffix("...") || text.hasSuffix("…")))
    }

    /// `{{0, 0}, {768, 1004}} viewDidLoad`: a frame or size printed before the name is a value
    /// the line logs, not the source code its braces would otherwise suggest.
    static func withoutLeadingGeometry(_ text: String) -> String {
        guard let match = text.prefixMatch(of: /(?:\{\{[-\d., ]+\},\s*\{[-\d., ]+\}\}|\{[-\d., ]+\})\s+/) else { return text }
        return String(text[match.range.upperBound...])
    }

    /// `viewIsAppearing   frame={{0, 0}, {390, 844}}`: a frame or size printed after the name.
    static func withoutTrailingGeometry(_ text: String) -> String {
        guard let match = text.firstMatch(of: /\s+(?:\w+\s*[=:]\s*)?(?:\{\{[-\d., ]+\},\s*\{[-\d., ]+\}\}|\{[-\d., ]+\})\s*$/) else { return text }
        return String(text[..<match.range.lowerBound])
    }

    /// `willMove(toSuperview newSuperview: UIView?)`, as a method's declaration prints, or
    /// `scene(willConnectTo session)`, without the types: the name with its argument labels,
    /// `willMove(toSuperview:)`.
    static func withSignaturesAsNames(_ text: String) -> String {
        text.replacing(/([A-Za-z_]\w*)\(([^()]*(?::\s+|[A-Za-z_]\w*\s+[A-Za-z_]\w*)[^()]*)\)/) { match in
            let labels = match.2.split(separator: ",").map { parameter in
                String(parameter.trimmingWhitespace().prefix { $0 != " " && $0 != ":" })
            }
            return "\(match.1)(\(labels.map { $0 + ":" }.joined()))"
        }
    }

    /// `NSNotificationName(_rawValue: UISceneDidActivateNotification)`, as Swift prints a
    /// notification's name: the name inside, which a signature would otherwise swallow.
    static func withNotificationNamesUnwrapped(_ text: String) -> String {
        text.replacing(/NSNotificationName\(_rawValue:\s*([A-Za-z_]\w*)\)/) { String($0.1) }
    }

    /// `ViewD_touchesBegan`: a label joined to the callback by an underscore, read as two words.
    static func withLabelsSplitOff(_ text: String) -> String {
        text.replacing(/\b([A-Za-z][A-Za-z0-9]*)_([a-z][A-Za-z0-9]*(?::[A-Za-z0-9]+)*:?)/) { match in
            Callback.matching(String(match.2)).isEmpty ? String(match.0) : "\(match.1) \(match.2)"
        }
    }

    /// `2016-03-17 16:02:37.329 LifeCycle[2148:117099] ` and the like, up to the closing bracket.
    static func withoutLogPrefix(_ line: Substring) -> String {
        let prefix = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:[+-]\d{2}:?\d{2}|Z)?\s+[^\s\[]+\[\d+:[0-9a-fA-Fx]+\]\s*/
        if let match = line.prefixMatch(of: prefix) { return String(line[match.range.upperBound...].trimmingWhitespace()) }
        // `Demo[3268:99911] loadView`: the process and thread without the date.
        if let match = line.prefixMatch(of: /[^\s\[\]]+\[\d+:[0-9a-fA-Fx]+\]\s*/) { return String(line[match.range.upperBound...].trimmingWhitespace()) }
        return String(line)
    }

    /// An identifier with its Swift labels (`viewWillAppear(_:)`) or selector parts (`application:didFinishLaunchingWithOptions:`).
    private static var word: Regex<Substring> { /[A-Za-z_][A-Za-z0-9_]*(?:\([A-Za-z0-9_:]*\)|(?::[A-Za-z0-9_]+)*:)?/ }

    /// `CurrentView Will Disappear`, `A  view will disappear`, `willAppear`, `did layout`,
    /// `trait collection did change`, `willTransition size`: an appearance, loading, layout or
    /// transition callback spelt as words or shortened, read as its name when the line names no
    /// callback otherwise; so is any callback spelt as words in title case (`Scene Will Enter Foreground`).
    static func joiningSpelledOutName(_ text: String) -> String {
        func capitalized(_ word: Substring) -> String { word.prefix(1).uppercased() + word.dropFirst().lowercased() }
        return joiningTitleCaseName(text.replacing(/(?i)\b(?:view\s*)?(will|did)\s*(appear|disappear|load)\b/) { match in
            "view" + capitalized(match.1) + capitalized(match.2)
        }
        .replacing(/(?i)\b(?:view\s*)?(will|did)\s*layout(?:\s*subviews)?\b/) { match in "view\(capitalized(match.1))LayoutSubviews" }
        .replacing(/(?i)\b(?:view\s*)?is\s*appearing\b/) { _ in "viewIsAppearing" }
        .replacing(/(?i)\btrait\s*collection\s*did\s*change\b/) { _ in "traitCollectionDidChange" }
        .replacing(/(?i)\bawake\s+from\s+nib\b/) { _ in "awakeFromNib" })
    }

    /// `viewDidLoad reports …`: the line opens with the callback's name and goes on.
    private static func startsWithItsName(_ text: String, _ callback: LoggedCallback) -> Bool {
        guard let space = text.firstIndex(of: " ") else { return false }
        return Callback.matching(String(text[..<space])) == callback.candidates
    }

    /// `willTransition size (667.0, 375.0)`, `will transition to trait`: the word after a
    /// transition says which of the two it is, before `willTransition` alone names the trait one.
    static func withTransitionsNamed(_ text: String) -> String {
        // Words apart: `viewWillTransitionToSize:` is a selector, read as it is.
        text.replacing(/(?i)\b(?:view\s*)?will\s*transition\s+(?:to\s+)?size\b/) { _ in "viewWillTransition" }
            .replacing(/(?i)\bwill\s*transition\s+(?:to\s+)?trait(?:\s*collection)?\b/) { _ in "willTransition" }
    }

    /// The longest run of two or more capitalised words that, joined, names a callback; its first
    /// word may be lower case (`application Did Become Active`, as `view Did Load` is read). A
    /// run of three or more lower-case words may too (`application will resign active`); two
    /// (`load view`) are too often plain words.
    private static func joiningTitleCaseName(_ text: String) -> String {
        let words = text.matches(of: /\b[A-Za-z][a-z]+\b/).map(\.range)
        for length in stride(from: min(words.count, 6), through: 2, by: -1) {
            for start in 0...(words.count - length) {
                let run = words[start..<(start + length)]
                let capitalised = run.dropFirst().allSatisfy { text[$0].first!.isUppercase }
                let lowerCase = length >= 3 && run.allSatisfy { text[$0].first!.isLowercase }
                guard capitalised || lowerCase,
                      zip(run, run.dropFirst()).allSatisfy({ text[$0.upperBound..<$1.lowerBound] == " " }) else { continue }
                let joined = run.map { String(text[$0]) }.joined()
                let name = joined.prefix(1).lowercased() + joined.dropFirst()
                if !Callback.matching(name).isEmpty {
                    var joinedText = text
                    joinedText.replaceSubrange(run.first!.lowerBound..<run.last!.upperBound, with: name)
                    return joinedText
                }
            }
        }
        return text
    }

    static func callback(in text: String, line: Int, text shown: String) -> LoggedCallback? {
        // -[SecondViewController viewDidLoad], +[Class selector], -[Class(Category) selector:]
        if let match = text.firstMatch(of: /[-+]\[([A-Za-z_][\w.]*)(?:\([\w]*\))?\s+([\w:]+)\]/) {
            let candidates = Callback.matching(String(match.2))
            guard !candidates.isEmpty else { return nil }
            return LoggedCallback(line: line, text: shown, className: lastComponent(String(match.1)), candidates: candidates,
                                  passesNil: argumentIsNil(in: text[match.range.upperBound...], of: candidates))
        }
        let words = joiningQualifiedNames(text.matches(of: word).map { ($0.range, String($0.output)) }, in: text)
        // The callback is the last word that names one; the class, the nearest type-like word before it.
        guard let callbackIndex = words.lastIndex(where: { !callbacks(named: $0.1).isEmpty }) else { return nil }
        let candidates = callbacks(named: words[callbackIndex].1)
        // A number standing alone before the name is a tag the author gave the object (`2 viewDidLoad`);
        // `2. viewDidLoad` is a numbered list.
        let tag = text[..<words[callbackIndex].0.lowerBound].firstMatch(of: /(?:^|\s)(\d+)\s+$/).map { String($0.1) }
        // An object printed whole names the class and the instance; otherwise the words before the name.
        // `Optional(<…>)`, or an object printed after a name that labels the line, is an argument (a
        // parent, a superview), never the object logging.
        let label = labelledClass(words[..<callbackIndex], in: text)
        let described = text.matches(of: objectDescription)
            .first { !text[..<$0.range.lowerBound].hasSuffix("Optional(") && !(label != nil && $0.range.lowerBound >= words[callbackIndex].0.upperBound) }
            .map { "\(lastComponent(String($0.1)))@\($0.2)" }
        let className = described ?? label ?? tag
            ?? labelBeforeSeparator(text[..<words[callbackIndex].0.lowerBound])
        return LoggedCallback(line: line, text: shown, className: className, candidates: candidates,
                              passesNil: argumentIsNil(in: text[words[callbackIndex].0.upperBound...], of: candidates))
    }

    /// What the text after a call's name logs as its one argument, for a call that takes a parent,
    /// a superview or a window: nil (`nil`, `(null)`) or an object (`Optional(<A: 0x1>)`,
    /// `<UIWindow: 0x…>`); nil when it logs neither.
    static func argumentIsNil(in rest: Substring, of candidates: [Callback]) -> Bool? {
        let takingOne: Set<Callback> = [.willMoveToParent, .didMoveToParent, .willMoveToSuperview, .willMoveToWindow]
        guard candidates.contains(where: takingOne.contains) else { return nil }
        if rest.contains(/\b(?:nil|null)\b/) { return true }
        // Only the start of `<A: 0x1>`: a declaration-like `Optional(<A: 0x1>)` has lost its end by now.
        if rest.contains(/<[A-Za-z_]/) { return false }
        return nil
    }

    private static func callbacks(named word: String) -> [Callback] {
        let exact = Callback.matching(word)
        return exact.isEmpty ? Callback.matching(firstLabelsOf: word) : exact
    }

    /// `UIScene.didActivateNotification` is one name, not the class `UIScene` and UIApplication's
    /// `didActivateNotification`: a word joined by a dot to the one before it is read with it when
    /// the two together name a callback.
    private static func joiningQualifiedNames(_ words: [(Range<String.Index>, String)], in text: String) -> [(Range<String.Index>, String)] {
        var joined: [(Range<String.Index>, String)] = []
        for (range, word) in words {
            if let (previousRange, previous) = joined.last, text[previousRange.upperBound..<range.lowerBound] == ".",
               !Callback.matching("\(previous).\(word)").isEmpty {
                joined[joined.count - 1] = (previousRange.lowerBound..<range.upperBound, "\(previous).\(word)")
            } else {
                joined.append((range, word))
            }
        }
        return joined
    }

    /// The nearest capitalised word before the callback; with a short label right before it
    /// (`A ViewController`, `T2 TabViewController`) the two, as people name two instances of one class.
    private static func labelledClass(_ words: ArraySlice<(Range<String.Index>, String)>, in text: String) -> String? {
        guard let index = words.lastIndex(where: { isTypeLike($0.1) && Callback.matching($0.1).isEmpty }) else { return nil }
        var name = words[index]
        // `VC-1`, `VC-2`: a number joined by a hyphen tells screens of one class apart.
        if let number = text[name.0.upperBound...].prefixMatch(of: /-\d+\b/) {
            name = (name.0.lowerBound..<number.range.upperBound, name.1 + String(number.output))
        }
        if index > words.startIndex {
            let label = words[index - 1]
            if label.1.count <= 3, isTypeLike(label.1), text[label.0.upperBound..<name.0.lowerBound].allSatisfy(\.isWhitespace) {
                return "\(label.1) \(name.1)"
            }
        }
        return name.1
    }

    /// `vc1 – loadView`: a lone lowercase name set off by a dash, colon or arrows names the
    /// object too, when nothing capitalised does.
    private static func labelBeforeSeparator(_ prefix: Substring) -> String? {
        prefix.wholeMatch(of: /\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?:[-–—:|>=]+)\s*/).map { String($0.1) }
    }

    /// A class name as people log it: capitalised (`SecondVC`, `B`); not a label word such as `Class`.
    private static func isTypeLike(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, first.properties.isUppercase else { return false }
        return !word.contains("(") && !word.contains(":")
    }

    private static func lastComponent(_ name: String) -> String {
        String(name.split(separator: ".").last ?? Substring(name))
    }
}

extension Substring {
    func trimmingWhitespace() -> Substring {
        var result = self
        while let first = result.first, first.isWhitespace { result = result.dropFirst() }
        while let last = result.last, last.isWhitespace { result = result.dropLast() }
        return result
    }
}
