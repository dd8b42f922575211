import Foundation
import PackagePlugin

/// Compiles `Content/`, `schema.sql` and the interface catalogs in `Interface/` into Swift source,
/// so the binary carries its knowledge and its words and keeps working when copied out of the
/// build folder (`Bundle.module` would not on Linux).
@main
struct EmbedContentPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let contentDirectory = root.appending(path: "Content")
        let schema = root.appending(path: "schema.sql")
        let inputs = [schema] + contentFiles(in: contentDirectory) + contentFiles(in: root.appending(path: "Interface"))
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedContent.swift")
        return [
            .buildCommand(
                displayName: "Embedding Content/, Interface/ and schema.sql",
                executable: try context.tool(named: "ContentEmbedder").url,
                arguments: [output.path(), root.path()] + inputs.map { $0.path() },
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }

    private func contentFiles(in directory: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        return walker.compactMap { $0 as? URL }
            .filter { ["yaml", "yml"].contains($0.pathExtension) }
            .sorted { $0.path() < $1.path() }
    }
}
