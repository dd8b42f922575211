import ArgumentParser
import InterfaceText
import LifecycleEngine

extension ValidationError {
    /// `--ios N` names a version the engine does not model.
    static func iosNotModelled(_ ios: Int, _ texts: TextCatalog) -> ValidationError {
        ValidationError(texts.text("simulate.ios-not-modelled", [
            "ios": "\(ios)", "first": "\(IOSVersion.supported.lowerBound)", "last": "\(IOSVersion.supported.upperBound)",
        ]))
    }

    /// An option the command lacks, written among its free-text words.
    static func unknownOption(_ option: String, command: String, _ texts: TextCatalog) -> ValidationError {
        ValidationError(texts.text("validation.unknown-option", ["option": option, "command": command]))
    }

    /// `--limit` below 1.
    static func limitBelowOne(_ limit: Int, _ texts: TextCatalog) -> ValidationError {
        ValidationError(texts.text("validation.limit", ["value": "\(limit)"]))
    }
}
