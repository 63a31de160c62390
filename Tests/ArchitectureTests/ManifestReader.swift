import Foundation
import TestSupport

/// Reads the local (path) dependencies of each package manifest with `swift package dump-package`.
enum ManifestReader {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Package folders to check: every folder under Modules/ plus the root package.
    static func packageFolders() throws -> [URL] {
        let modules = repositoryRoot.appendingPathComponent("Modules")
        let names = try FileManager.default.contentsOfDirectory(atPath: modules.path).sorted()
        return names.map { modules.appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Package.swift").path) }
            + [repositoryRoot]
    }

    /// Package name → names of the local packages it depends on (by path), and each library or executable
    /// target → the targets and products it uses (external ones included; the rules ignore what they do not know).
    static func localDependencies(
        of folder: URL
    ) throws -> (
        name: String, dependencies: Set<String>, targets: [String: Set<String>]
    ) {
        // A scratch path of its own: the running `swift test` holds the lock on the package's .build folder.
        let scratch = NSTemporaryDirectory() + "interfit-dump-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let (status, output) = try Spawn.run([
            "swift", "package", "--package-path", folder.path, "--scratch-path", scratch, "dump-package",
        ])
        let data = Data(output.utf8)
        guard status == 0,
            let manifest = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let name = manifest["name"] as? String
        else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: folder.path])
        }
        var dependencies: Set<String> = []
        for dependency in manifest["dependencies"] as? [[String: Any]] ?? [] {
            for kind in ["fileSystem", "sourceControl", "registry"] {
                for entry in dependency[kind] as? [[String: Any]] ?? [] {
                    if kind == "fileSystem", let path = entry["path"] as? String {
                        dependencies.insert(URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent)
                    }
                }
            }
        }
        var targets: [String: Set<String>] = [:]
        for target in manifest["targets"] as? [[String: Any]] ?? [] where target["type"] as? String != "test" {
            guard let targetName = target["name"] as? String else { continue }
            let uses = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { use in
                ["byName", "product", "target"].lazy.compactMap { (use[$0] as? [Any])?.first as? String }.first
            }
            targets[targetName] = Set(uses)
        }
        return (name, dependencies, targets)
    }
}
