import InterfaceText
import LogCheck

extension LogChecker.Problem: ReportableError {
    var code: String {
        switch self {
        case .emptyLog: "empty-log"
        case .nothingRecognized: "nothing-recognized"
        case .unknownClass: "unknown-class"
        case .unknownObject: "unknown-object"
        case .stepOutOfRange: "step-out-of-range"
        }
    }

    var exitCode: Int32 { ExitStatus.notFound }

    public var description: String { message(TextCatalog.embedded("en")) }

    func message(_ texts: TextCatalog) -> String {
        switch self {
        case .emptyLog: texts.text("check.empty-log")
        case .nothingRecognized: texts.text("check.nothing-recognized")
        case .unknownClass(let name, let read) where read.isEmpty: texts.text("check.unknown-class-none-read", ["name": name])
        case .unknownClass(let name, let read): texts.text("check.unknown-class", ["name": name, "classes": texts.listing(read)])
        case .unknownObject(let name, let objects): texts.text("check.unknown-object", ["name": name, "objects": texts.listing(objects)])
        case .stepOutOfRange(let step, let steps): texts.counted("check.step-out-of-range", steps, ["step": "\(step)"])
        }
    }
}
