import Foundation
import Testing
@testable import InterfaceText

/// Every language says everything: a key missing from a catalog, or a text that drops or renames
/// a placeholder, fails here rather than showing a raw key to a reader.
@Suite struct CatalogCompletenessTests {
    let catalogs = TextCatalog.embedded

    @Test func chineseAndEnglishCatalogsAreEmbedded() {
        #expect(Set(catalogs.keys).isSuperset(of: ["zh", "en"]))
        #expect(catalogs["en"]?.entries.isEmpty == false)
    }

    @Test func everyKeyExistsInEveryLanguage() {
        let allKeys = catalogs.values.reduce(into: Set<String>()) { $0.formUnion($1.entries.keys) }
        for (language, catalog) in catalogs {
            let missing = allKeys.subtracting(catalog.entries.keys).sorted()
            #expect(missing.isEmpty, "Interface/\(language).yaml lacks \(missing)")
        }
    }

    @Test func everyLanguageUsesTheSamePlaceholders() throws {
        let english = try #require(catalogs["en"])
        for (language, catalog) in catalogs where language != "en" {
            for key in catalog.entries.keys.sorted() where catalog.placeholders(of: key) != english.placeholders(of: key) {
                Issue.record("\(key): \(language) has \(catalog.placeholders(of: key).sorted()), en has \(english.placeholders(of: key).sorted())")
            }
        }
    }

    @Test func everyKeyTheSourcesAskForExists() throws {
        let english = try #require(catalogs["en"])
        let asked = try SourceKeys.asked()
        #expect(!asked.isEmpty)
        let missing = asked.subtracting(english.entries.keys).sorted()
        #expect(missing.isEmpty, "keys used in Sources/ but not in Interface/en.yaml: \(missing)")
    }

    @Test func everyEngineProblemHasWords() throws {
        let english = try #require(catalogs["en"])
        let asked = try SourceKeys.engineAsked()
        // Both halves of the engine: the parser's reasons and the simulation's refusals.
        #expect(asked.contains("scenario.unknown-step") && asked.contains("refusal.pop-at-root") && asked.contains("scenario.state.background"))
        #expect(asked.contains("file-problem.dangling-link") && asked.contains("file-kind.fifo") && asked.contains("file-kind.special"))
        let missing = asked.subtracting(english.entries.keys).sorted()
        #expect(missing.isEmpty, "engine problems without words in Interface/en.yaml: \(missing)")
    }

    @Test func placeholdersAreFilledByName() {
        let catalog = TextCatalog(language: "en", entries: ["deck.count": "{count} cards in {deck}"])
        #expect(catalog.text("deck.count", ["deck": "UIView", "count": "3"]) == "3 cards in UIView")
        #expect(catalog.placeholders(of: "deck.count") == ["count", "deck"])
    }

    @Test func aMissingKeyShowsAsItself() {
        #expect(TextCatalog(language: "en", entries: [:]).text("no.such.key") == "no.such.key")
    }
}

@Suite struct CountedTextTests {
    let catalog = TextCatalog(language: "en", entries: ["count.decks.one": "{count} deck", "count.decks.other": "{count} decks"])

    @Test func oneTakesTheSingularAndEveryOtherCountThePlural() {
        #expect(catalog.counted("count.decks", 1) == "1 deck")
        #expect(catalog.counted("count.decks", 0) == "0 decks")
        #expect(catalog.counted("count.decks", 2) == "2 decks")
    }
}
