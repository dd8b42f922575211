/// The JSON columns of the `col` row of a schema-11 collection: collection config, note types,
/// decks and deck presets. Anki's importer reads every key listed in shared/anki/FORMAT.md and
/// fails on a partial deck preset, so the presets are complete.
struct AnkiCollectionSettings {
    let decks: [String]
    let rootDeck: String
    let modified: Int64
    let noteCount: Int

    /// Every deck the cards sit in, with all their parents, in the `::` form Anki uses.
    init(deckPaths: [String], rootDeck: String, modified: Int64, noteCount: Int) {
        var names = Set<String>()
        for path in Set(deckPaths) {
            let components = Flashcard.deckComponents(of: path)
            for depth in 1...components.count {
                names.insert(components[..<depth].joined(separator: "::"))
            }
        }
        self.decks = names.sorted()
        self.rootDeck = Flashcard.normalizedDeck(rootDeck)
        self.modified = modified
        self.noteCount = noteCount
    }

    var configJSON: String {
        json([
            "activeDecks": [1], "curDeck": 1, "curModel": .integer(NoteType.fact.id), "nextPos": .integer(Int64(noteCount + 1)),
            "newSpread": 0, "collapseTime": 1200, "timeLim": 0, "estTimes": true, "dueCounts": true,
            "sortType": "noteFld", "sortBackwards": false, "addToCur": true, "schedVer": 2,
        ])
    }

    var modelsJSON: String {
        let defaultDeck = decks.contains(rootDeck) ? StableID.deckID(name: rootDeck) : 1
        var models: [String: JSONValue] = [:]
        for kind in FlashcardKind.allCases {
            let type = NoteType.of(kind)
            models[String(type.id)] = [
                "id": .integer(type.id), "name": .string(type.name), "type": type.isCloze ? 1 : 0, "mod": .integer(modified), "usn": -1,
                "sortf": 0, "did": .integer(defaultDeck), "css": .string(NoteType.css), "tags": [], "vers": [],
                "latexPre": .string(Self.latexPreamble), "latexPost": "\\end{document}", "latexsvg": false,
                "flds": .array(type.fields.enumerated().map { ord, name in
                    [
                        "name": .string(name), "ord": .integer(Int64(ord)), "sticky": false, "rtl": false, "font": "Arial",
                        "size": 20, "media": [],
                    ]
                }),
                "tmpls": [
                    [
                        "name": "Card 1", "ord": 0, "qfmt": .string(type.questionTemplate), "afmt": .string(type.answerTemplate),
                        "bqfmt": "", "bafmt": "", "did": nil, "bfont": "", "bsize": 0,
                    ]
                ],
            ]
        }
        return json(models)
    }

    var decksJSON: String {
        var entries: [String: JSONValue] = ["1": deck(id: 1, name: "Default")]
        for name in decks {
            let id = StableID.deckID(name: name)
            entries[String(id)] = deck(id: id, name: name)
        }
        return json(entries)
    }

    /// Preset "1", the one every deck uses: Anki's defaults.
    var deckConfigsJSON: String {
        json([
            "1": [
                "id": 1, "name": "Default", "mod": 0, "usn": 0, "maxTaken": 60, "autoplay": true, "timer": 0,
                "replayq": true, "dyn": false,
                "new": [
                    "bury": false, "delays": [1.0, 10.0], "initialFactor": 2500, "ints": [1, 4, 0], "order": 1,
                    "perDay": 20, "separate": true,
                ],
                "lapse": [
                    "delays": [10.0], "leechAction": 1, "leechFails": 8, "minInt": 1, "mult": 0.0,
                ],
                "rev": [
                    "bury": false, "ease4": 1.3, "fuzz": 0.05, "ivlFct": 1.0, "maxIvl": 36500, "minSpace": 1,
                    "perDay": 200, "hardFactor": 1.2,
                ],
            ]
        ])
    }

    private func deck(id: Int64, name: String) -> JSONValue {
        [
            "id": .integer(id), "name": .string(name), "mod": .integer(modified), "usn": -1, "collapsed": false, "browserCollapsed": false,
            "desc": "", "dyn": 0, "conf": 1, "extendNew": 0, "extendRev": 0,
            "newToday": [0, 0], "revToday": [0, 0], "lrnToday": [0, 0], "timeToday": [0, 0],
        ]
    }

    /// Sorted keys keep the file byte-for-byte the same for the same deck and time.
    private func json(_ object: [String: JSONValue]) -> String {
        JSONValue.object(object).text
    }

    private static let latexPreamble = """
        \\documentclass[12pt]{article}
        \\special{papersize=3in,5in}
        \\usepackage[utf8]{inputenc}
        \\usepackage{amssymb,amsmath}
        \\pagestyle{empty}
        \\setlength{\\parindent}{0in}
        \\begin{document}

        """
}
