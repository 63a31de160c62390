import Foundation
import Testing

/// Every package can be a dependency of another: no unsafe flags, machine paths, links or resource bundles.
@Suite struct ManifestPortabilityTests {
    private static let root = ManifestReader.repositoryRoot.path

    /// Every `Package.swift` of the repository with its text, by path relative to the root.
    private static func manifests() throws -> [(path: String, text: String)] {
        let folders = try ManifestReader.packageFolders().map(\.path) + [root + "/Tests/ReuseConsumer"]
        return try folders.map { folder in
            let path = folder + "/Package.swift"
            return (String(path.dropFirst(root.count + 1)), try String(contentsOfFile: path, encoding: .utf8))
        }
    }

    /// Every file and folder under the source folders, relative to the root, build folders left out.
    private static func sourceItems() -> [String] {
        var items: [String] = []
        for top in ["App", "Modules", "Tests", "scripts"] {
            let enumerator = FileManager.default.enumerator(atPath: root + "/" + top)
            while let relative = enumerator?.nextObject() as? String {
                if relative.split(separator: "/").contains(where: { $0.hasPrefix(".build") }) {
                    enumerator?.skipDescendants()
                    continue
                }
                items.append(top + "/" + relative)
            }
        }
        return items
    }

    @Test func noManifestUsesUnsafeFlagsMachinePathsOrResources() throws {
        let manifests = try Self.manifests()
        #expect(manifests.count >= 9, "\(manifests.map(\.path))")
        let forbidden = [
            "unsafeFlags": "SwiftPM refuses a dependency with unsafe flags; pass such flags in scripts/release",
            "resources:": "a resource bundle is looked for beside the binary; compile the data in (StringCatalog)",
            "defaultLocalization": "no package has localized resources; strings are compiled in",
            "Context.": "a manifest must not depend on where the checkout is",
            "import Foundation": "a manifest that reads the file system depends on the machine",
            "\"/": "an absolute path only exists on one machine",
            "\"~": "a home-relative path only exists on one machine",
        ]
        for (path, text) in manifests {
            for (needle, why) in forbidden where text.contains(needle) {
                Issue.record("\(path) contains \(needle): \(why)")
            }
        }
    }

    @Test func theSourcesHoldNoLinksAndNoResourceFolders() throws {
        var links: [String] = []
        var resources: [String] = []
        for item in Self.sourceItems() {
            var info = stat()
            guard lstat(Self.root + "/" + item, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFLNK { links.append(item) }
            if item.hasSuffix(".strings") || item.hasSuffix(".lproj") || item.hasSuffix("/Resources") {
                resources.append(item)
            }
        }
        #expect(links == [], "links point into one machine's file system")
        #expect(resources == [], "resources need a bundle beside the binary; compile them in")
    }

    @Test func scriptsReleaseInstallsEveryExecutableProduct() throws {
        let manifest = try String(contentsOfFile: Self.root + "/Package.swift", encoding: .utf8)
        let script = try String(contentsOfFile: Self.root + "/scripts/release", encoding: .utf8)
        let products = try NSRegularExpression(pattern: #"\.executable\(\s*name:\s*"([^"]+)""#)
        let declared = products.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)).map {
            String(manifest[Range($0.range(at: 1), in: manifest)!])
        }
        let listed = script.split(separator: "\n").first { $0.hasPrefix("executables=(") }.map {
            $0.dropFirst("executables=(".count).dropLast().split(separator: " ").map(String.init)
        }
        #expect(declared.contains("interfit"), "\(declared)")
        #expect(
            listed.map(Set.init) == Set(declared),
            "scripts/release builds \(listed ?? []), the manifest has \(declared)")
    }
}
