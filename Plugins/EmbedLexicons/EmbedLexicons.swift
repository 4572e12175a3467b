import Foundation
import PackagePlugin

/// Builds two Swift files into the NLU module: the files under `Lexicons/` (so a
/// copy of the `nlu` binary alone carries its default lexicons) and the per-code-
/// point Unicode tables derived from the system ICU (so the expensive ICU
/// transliterators run once at build time, never at start-up or per utterance).
@main
struct EmbedLexicons: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tool = try context.tool(named: "LexiconEmbedder")
        let lexicons = context.package.directoryURL.appending(path: "Lexicons")
        let lexiconFiles = Self.files(under: lexicons)
        let lexiconsOut = context.pluginWorkDirectoryURL.appending(path: "EmbeddedLexicons.swift")
        let tablesOut = context.pluginWorkDirectoryURL.appending(path: "EmbeddedUnicodeTables.swift")
        return [
            .buildCommand(
                displayName: "Embedding Lexicons/",
                executable: tool.url,
                arguments: ["lexicons", lexicons.path, lexiconsOut.path],
                inputFiles: lexiconFiles,
                outputFiles: [lexiconsOut]
            ),
            .buildCommand(
                displayName: "Deriving Unicode tables from ICU",
                executable: tool.url,
                arguments: ["unicode", tablesOut.path],
                inputFiles: [],
                outputFiles: [tablesOut]
            ),
        ]
    }

    private static func files(under root: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        // Folders are inputs too: a file added to one changes the folder, which
        // re-runs the embedder even before the plugin itself is asked again.
        var found: [URL] = [root]
        for case let url as URL in walker {
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isDirectoryKey])
            if values?.isRegularFile == true || values?.isDirectory == true { found.append(url) }
        }
        return found.sorted { $0.path < $1.path }
    }
}
