import DataFiles
import InterfaceText

extension FileProblem {
    /// The problem in the catalog's words; a file kind among the particulars is worded too.
    func text(_ texts: TextCatalog) -> String {
        var values = details
        if let kind = values["kind"] { values["kind"] = texts.text("file-kind.\(kind)") }
        return texts.text("file-problem.\(key)", values)
    }
}
