import Foundation
import Testing

@testable import Flashcards

/// The JSON written into an Anki collection's settings columns.
@Suite struct JSONValueTests {
    @Test func keysAreSortedAndTheSameValueGivesTheSameBytes() {
        let value: JSONValue = ["b": 1, "a": [true, nil, 1.5], "c": ["z": "", "y": -1]]
        #expect(value.text == #"{"a":[true,null,1.5],"b":1,"c":{"y":-1,"z":""}}"#)
    }

    @Test func stringsAreEscapedSoAnyJSONReaderGetsThemBack() throws {
        let text = "quote \" backslash \\ line\nbreak tab\t bell \u{7} 视图 \\end{document}"
        let written = JSONValue.object(["text": .string(text)]).text
        let read = try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: String]
        #expect(read?["text"] == text)
    }
}
