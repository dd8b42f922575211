import Foundation

/// One validation run: the lookups it needs and the problems found so far.
struct ContentChecks {
    private(set) var problems: [ContentProblem] = []

    private let content: Content
    private let seedLineCounts: [String: Int]
    private let sourceIDs: Set<String>
    /// Each source's sections as sources.yaml lists them: a citation names one of them, so
    /// readers see its title in their language.
    private let sectionsOfSource: [String: Set<String>]
    private let classIDs: Set<String>
    private let methodIDs: Set<String>
    private let topicNames: Set<String>
    private let index: MethodNameIndex
    /// Where each id was first seen, to report duplicates across files.
    private var firstFileOfID: [String: String] = [:]

    init(content: Content, seedLineCounts: [String: Int]) {
        self.content = content
        self.seedLineCounts = seedLineCounts
        sourceIDs = Set(content.sources.map(\.id))
        sectionsOfSource = Dictionary(content.sources.map { ($0.id, Set($0.sections.map(\.section))) }, uniquingKeysWith: { $0.union($1) })
        classIDs = Set(content.classes.map(\.id))
        methodIDs = Set(content.methods.map(\.id))
        topicNames = Set(content.topics.map(\.topic))
        index = MethodNameIndex(methods: content.methods, classes: content.classes)
    }

    // MARK: - Files

    mutating func sources() {
        for source in content.sources {
            let at = Location(file: source.file, id: source.id)
            requireID(source.id, at: at, lowerCase: false)
            if !seedLineCounts.isEmpty, !source.id.isEmpty, seedLineCounts[source.id] == nil {
                report(at, "no seed file is named '\(source.id)'")
            }
            requireText(source.title, "title", at: at)
            requireText(source.summary, "summary", at: at)
            require(["zh-Hans", "zh-Hant"].contains(source.language), "language must be zh-Hans or zh-Hant, not '\(source.language)'", at: at)
            require(!source.era.isEmpty, "era is missing", at: at)
            require(source.ios != nil, "ios (the iOS version its logs were taken on) is missing", at: at)
            for section in source.sections {
                let citation = Citation(seed: source.id, section: section.section, lines: section.lines)
                checkCitation(citation, at: at, what: "section '\(section.section)'")
                require(!section.title.isEmpty, "section '\(section.section)' has no title", at: at)
            }
            for (name, stated) in source.document.stated {
                require(!stated.text.trimmed.isEmpty, "document.\(name) has no text: leave it out when the document does not give one", at: at)
                let count = seedLineCounts[source.id] ?? Int.max
                require(stated.line >= 1 && stated.line <= count, "document.\(name) line \(stated.line) is not a line of \(source.id)", at: at)
            }
        }
    }

    mutating func classes() {
        for entry in content.classes {
            let at = Location(file: entry.file, id: entry.id)
            requireID(entry.id, at: at, lowerCase: false)
            require(ClassEntry.kinds.contains(entry.kind), "kind must be one of \(ClassEntry.kinds.sorted()), not '\(entry.kind)'", at: at)
            if let parent = entry.parent {
                require(classIDs.contains(parent), "parent '\(parent)' is not a class in classes.yaml", at: at)
            }
            requireText(entry.summary, "summary", at: at)
        }
    }

    mutating func topics() {
        for topic in content.topics {
            let stem = URL(fileURLWithPath: topic.file).deletingPathExtension().lastPathComponent
            let fileAt = Location(file: topic.file, id: nil)
            require(topic.topic == stem, "topic is '\(topic.topic)' but the file is named '\(stem)'; they must match", at: fileAt)
            requireText(topic.title, "title", at: fileAt)
            topic.methods.forEach { method($0) }
            topic.facts.forEach { fact($0) }
            topic.pitfalls.forEach { pitfall($0) }
        }
    }

    mutating func conflicts() {
        for conflict in content.conflicts {
            let at = Location(file: conflict.file, id: conflict.id)
            requireID(conflict.id, at: at)
            requireTopic(conflict.topic, at: at)
            requireText(conflict.title, "title", at: at)
            requireText(conflict.explanation, "explanation", at: at)
            requireMethods(conflict.methods, at: at)
            require(conflict.claims.count >= 2, "needs two or more claims, has \(conflict.claims.count)", at: at)
            for (position, claim) in conflict.claims.enumerated() {
                checkCitation(claim.citation, at: at, what: "claims[\(position)]")
                requireText(claim.claim, "claims[\(position)].claim", at: at)
            }
        }
    }

    mutating func traces() {
        for trace in content.traces {
            let at = Location(file: trace.file, id: trace.id)
            requireID(trace.id, at: at)
            if let source = trace.source {
                checkCitation(source, at: at, what: "source")
            } else {
                report(at, "has no source citation")
            }
            require(trace.ios != nil, "ios (the version the log was taken on) is missing", at: at)
            requireText(trace.title, "title", at: at)
            requireText(trace.conditions, "conditions", at: at)
            if let note = trace.note { requireText(note, "note", at: at) }
            require(!trace.scenario.trimmed.isEmpty, "scenario is missing", at: at)
            require(trace.compareFrom >= 1, "compareFrom must be 1 or more", at: at)
            require(!trace.logged.isEmpty, "logged is empty", at: at)
            TraceSteps(logged: trace.logged, scenario: trace.scenario, index: index).problems.forEach { report(at, $0) }
        }
    }

    mutating func scenarios() {
        for scenario in content.scenarios {
            let at = Location(file: scenario.file, id: scenario.id)
            requireID(scenario.id, at: at)
            // Scenario topics are the engine's generator topics (loading, views, app...), not
            // topic files; the engine's tests own that vocabulary.
            require(!scenario.topic.isEmpty, "topic is missing", at: at)
            require((1...3).contains(scenario.level ?? 0), "level must be 1, 2 or 3", at: at)
            requireText(scenario.title, "title", at: at)
            require(!scenario.script.trimmed.isEmpty, "script is missing", at: at)
        }
    }

    // MARK: - Topic entries

    private mutating func method(_ method: MethodEntry) {
        let at = Location(file: method.file, id: method.id)
        requireID(method.id, at: at, lowerCase: false)
        require(classIDs.contains(method.classID), "class '\(method.classID)' is not in classes.yaml", at: at)
        require(MethodSpelling(method.swift) != nil, "swift name is missing", at: at)
        require(MethodEntry.kinds.contains(method.kind), "kind must be one of \(MethodEntry.kinds.sorted()), not '\(method.kind)'", at: at)
        require(MethodEntry.frequencies.contains(method.frequency), "frequency must be one of \(MethodEntry.frequencies.sorted()), not '\(method.frequency)'", at: at)
        require(MethodEntry.superRules.contains(method.superRule), "super must be one of \(MethodEntry.superRules.sorted()), not '\(method.superRule)'", at: at)
        require(isVersion(method.available), "available must be an iOS version such as \"5.0\", not '\(method.available)'", at: at)
        if let deprecated = method.deprecated {
            require(isVersion(deprecated), "deprecated must be an iOS version such as \"6.0\" or null, not '\(deprecated)'", at: at)
        }
        // A signature that reads as another name would make lookups by it land elsewhere.
        if !method.swiftSignature.isEmpty, let name = MethodSpelling(method.swift) {
            require(MethodSpelling(method.swiftSignature)?.key == name.key, "swiftSignature '\(method.swiftSignature)' does not declare \(method.swift)", at: at)
        }
        if let selector = MethodSpelling(method.objc), ["-", "+", "@property"].contains(where: method.objcSignature.hasPrefix) {
            require(MethodSpelling(method.objcSignature)?.key == selector.key, "objcSignature '\(method.objcSignature)' does not declare \(method.objc)", at: at)
        }
        requireText(method.when, "when", at: at)
        requireAgreeingMarkers(method.when, "when", at: at)
        requireCitations(method.sources, at: at)
        requireAppleAddress(method.apple, at: at)
    }

    private mutating func fact(_ fact: FactEntry) {
        let at = Location(file: fact.file, id: fact.id)
        requireID(fact.id, at: at)
        require(FactEntry.kinds.contains(fact.kind), "kind must be one of \(FactEntry.kinds.sorted()), not '\(fact.kind)'", at: at)
        requireMethods(fact.allMethodIDs, at: at)
        if let from = fact.ios?.from, let to = fact.ios?.to {
            require(from <= to, "ios.from \(from) is after ios.to \(to)", at: at)
        }
        requireText(fact.text, "", at: at)
        requireAgreeingMarkers(fact.text, "", at: at)
        requireCitations(fact.sources, at: at)
        requireAppleAddress(fact.apple, at: at)
    }

    private mutating func pitfall(_ pitfall: PitfallEntry) {
        let at = Location(file: pitfall.file, id: pitfall.id)
        requireID(pitfall.id, at: at)
        requireMethods(pitfall.methods, at: at)
        requireText(pitfall.title, "title", at: at)
        requireText(pitfall.symptom, "symptom", at: at)
        requireText(pitfall.cause, "cause", at: at)
        requireAgreeingMarkers(pitfall.cause, "cause", at: at)
        requireText(pitfall.fix, "fix", at: at)
        requireCitations(pitfall.sources, at: at)
        requireAppleAddress(pitfall.apple, at: at)
        for (field, code) in [("snippetZh", pitfall.snippet), ("fixSnippetZh", pitfall.fixSnippet)] {
            require(code?.commentsAloneDiffer ?? true, "\(field) must be the same code with its comments in Chinese", at: at)
        }
    }

    /// A text is wholly beyond its seed passages in both languages or in neither: the role of its
    /// citations (`SourcesRole`) is read from both.
    private mutating func requireAgreeingMarkers(_ text: LocalizedText, _ field: String, at location: Location) {
        let opened = (zh: FurtherEvidence.opens(text.zh), en: FurtherEvidence.opens(text.en))
        require(opened.zh == opened.en,
                "\(field.isEmpty ? "the text" : field) opens with an evidence marker in \(opened.en ? "en" : "zh") only: both languages or neither",
                at: location)
    }

    /// `apple`, when given, is a page of Apple's developer documentation.
    private mutating func requireAppleAddress(_ address: String?, at location: Location) {
        guard let address else { return }
        require(address.hasPrefix("https://developer.apple.com/"), "apple must be an address on https://developer.apple.com/, not '\(address)'",
                at: location)
    }

    // MARK: - Rules

    private struct Location {
        let file: String
        let id: String?
    }

    private mutating func report(_ location: Location, _ message: String) {
        problems.append(ContentProblem(file: location.file, id: location.id, message: message))
    }

    private mutating func require(_ condition: Bool, _ message: @autoclosure () -> String, at location: Location) {
        if !condition { report(location, message()) }
    }

    /// Ids are unique across all files; fact, pitfall, conflict, trace and scenario ids are also
    /// lower-case words joined by dots or dashes.
    private mutating func requireID(_ id: String, at location: Location, lowerCase: Bool = true) {
        guard !id.isEmpty else {
            report(location, "id is missing")
            return
        }
        if lowerCase, id.wholeMatch(of: /[a-z0-9]+([.\-][a-z0-9]+)*/) == nil {
            report(location, "id must be lower-case words joined by '.' or '-'")
        }
        if let first = firstFileOfID[id] {
            report(location, "duplicate id, first used in \(first)")
        } else {
            firstFileOfID[id] = location.file
        }
    }

    private mutating func requireText(_ text: LocalizedText, _ field: String, at location: Location) {
        let prefix = field.isEmpty ? "" : field + "."
        require(!text.zh.trimmed.isEmpty, "\(prefix)zh (Chinese text) is missing", at: location)
        require(!text.en.trimmed.isEmpty, "\(prefix)en (English text) is missing", at: location)
    }

    private mutating func requireCitations(_ citations: [Citation], at location: Location) {
        require(!citations.isEmpty, "has no citation: add sources: [{seed, section, lines}]", at: location)
        for (position, citation) in citations.enumerated() {
            checkCitation(citation, at: location, what: "sources[\(position)]")
        }
    }

    private mutating func checkCitation(_ citation: Citation, at location: Location, what: String) {
        guard sourceIDs.contains(citation.seed) else {
            report(location, "\(what) cites '\(citation.seed)', which is not a source in sources.yaml")
            return
        }
        require(!citation.section.isEmpty, "\(what) has no section", at: location)
        if let sections = sectionsOfSource[citation.seed], !sections.isEmpty, !citation.section.isEmpty {
            require(sections.contains(citation.section),
                    "\(what) cites section '\(citation.section)', which is not one of \(citation.seed)'s sections in sources.yaml", at: location)
        }
        guard let range = LineRange(citation.lines) else {
            report(location, "\(what) lines '\(citation.lines)' must be a range N-M with 1 <= N <= M")
            return
        }
        if let count = seedLineCounts[citation.seed] {
            require(range.last <= count, "\(what) lines \(citation.lines) go past the end of \(citation.seed) (\(count) lines)", at: location)
        }
    }

    private mutating func requireMethods(_ ids: [String], at location: Location) {
        for id in ids where !methodIDs.contains(id) {
            let guess = index.methodIDs(for: id)
            let hint = guess.isEmpty ? "" : "; did you mean \(guess.sorted().joined(separator: " or "))?"
            report(location, "refers to unknown method '\(id)'\(hint)")
        }
    }

    private mutating func requireTopic(_ topic: String, at location: Location) {
        require(topicNames.contains(topic), "topic '\(topic)' has no file topics/\(topic).yaml", at: location)
    }

    private func isVersion(_ text: String) -> Bool {
        text.wholeMatch(of: /[0-9]+(\.[0-9]+)*/) != nil
    }
}
