import Foundation
import Testing

/// The module graph follows the one-way rules of ARCHITECTURE.md; a forbidden edge fails here.
@Suite struct ModuleDependencyTests {
    @Test func realManifestsFollowTheRules() throws {
        var graph: [String: Set<String>] = [:]
        var targets: [String: Set<String>] = [:]
        for folder in try ManifestReader.packageFolders() {
            let manifest = try ManifestReader.localDependencies(of: folder)
            graph[manifest.name] = manifest.dependencies
            // The App's own targets may use anything; the layering inside packages is for the modules.
            if folder != ManifestReader.repositoryRoot { targets.merge(manifest.targets) { $0.union($1) } }
        }
        #expect(
            Set(graph.keys).isSuperset(of: [
                "Shared", "Persistence", "AudioCue", "Terminal", "Train", "Plans", "History", "Settings", "Interfit",
            ]))
        let violations = DependencyRules.violations(in: graph)
        #expect(violations.isEmpty, "forbidden module dependencies: \(violations)")
        #expect(graph["Shared"] == [])
        // The terminal driver decodes keys into Shared's `KeyPress` (the home's key maps live in the features).
        #expect(graph["Terminal"] == ["Shared"])
        #expect(
            Set(targets.keys).isSuperset(of: [
                "SharedUI", "Terminal", "TrainViews", "TrainTerminal", "PlansViews",
            ]))
        let inside = DependencyRules.targetViolations(in: targets, known: Set(targets.keys))
        #expect(inside.isEmpty, "forbidden target dependencies: \(inside)")
        // Test support (`…Testing` targets: doubles, store suites) is for tests and other test support only; the
        // manifests list no test targets here, so any other user is a production target.
        let usingDoubles = targets.filter { target in
            !target.key.hasSuffix("Testing") && target.value.contains { $0.hasSuffix("Testing") }
        }.keys
        #expect(usingDoubles.isEmpty, "production targets using test support: \(usingDoubles.sorted())")
        #expect(targets["SharedTesting"] == ["Shared"])
    }

    @Test(arguments: [
        ("Train", "TrainViews"), ("Train", "TrainTerminal"), ("TrainViews", "TrainTerminal"),
        ("Shared", "SharedUI"), ("SharedUI", "Terminal"), ("Plans", "PlansViews"),
    ])
    func everyForbiddenTargetEdgeIsReported(from: String, to: String) {
        var targets: [String: Set<String>] = [
            "Shared": [], "SharedUI": ["Shared"], "Terminal": [], "Train": ["Shared"],
            "TrainViews": ["Train", "Shared", "SharedUI"],
            "TrainTerminal": ["Train", "TrainViews", "SharedUI", "Terminal"], "Plans": ["Shared"],
            "PlansViews": ["Plans", "SharedUI"],
        ]
        let known = Set(targets.keys)
        #expect(DependencyRules.targetViolations(in: targets, known: known).isEmpty)
        targets[from, default: []].insert(to)
        #expect(DependencyRules.targetViolations(in: targets, known: known).map(\.to) == [to])
    }

    @Test(arguments: [
        ("Shared", "Persistence"), ("Persistence", "Plans"), ("AudioCue", "Persistence"), ("Train", "Plans"),
        ("Plans", "Train"), ("Plans", "Interfit"), ("Shared", "Shared"), ("Persistence", "Mystery"),
        ("History", "Plans"), ("Settings", "Train"), ("Train", "History"), ("AudioCue", "Settings"),
        ("Terminal", "Train"), ("Terminal", "Persistence"),
    ])
    func everyForbiddenEdgeIsReported(from: String, to: String) {
        var graph: [String: Set<String>] = [
            "Shared": [], "Persistence": ["Shared"], "AudioCue": ["Shared"], "Terminal": ["Shared"],
            "Train": ["Shared", "AudioCue"],
            "Plans": ["Shared", "Persistence"], "History": ["Shared", "Persistence"], "Settings": ["Shared"],
            "Interfit": ["Shared", "Persistence", "AudioCue", "Train", "Plans", "History", "Settings"],
        ]
        #expect(DependencyRules.violations(in: graph).isEmpty)
        graph[from, default: []].insert(to)
        #expect(DependencyRules.violations(in: graph).map(\.from) == [from])
    }

    @Test func modulesNeverTouchTheTerminalOrTheRealClock() throws {
        let terminal = [
            "print(", "readLine(", "FileHandle.standardOutput", "FileHandle.standardError", "FileHandle.standardInput",
            "isatty(", "tcsetattr(",
        ]
        let clock = ["Date()", "UUID()"]
        let allowed: Set<String> = ["WallClock.swift", "IDProvider.swift"]
        // The terminal driver and the workout's terminal front-end are the targets that own the terminal.
        let terminalTargets: Set<Substring> = ["Terminal", "TrainTerminal"]
        let modules = ManifestReader.repositoryRoot.appendingPathComponent("Modules")
        var offenders: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: modules.path)
        while let relative = enumerator?.nextObject() as? String {
            let parts = relative.split(separator: "/")
            guard relative.hasSuffix(".swift"), parts.count > 3, parts[1] == "Sources",
                !allowed.contains((relative as NSString).lastPathComponent)
            else { continue }
            let source = try String(contentsOf: modules.appendingPathComponent(relative), encoding: .utf8)
            let forbidden = terminalTargets.contains(parts[2]) ? clock : terminal + clock
            for token in forbidden where source.contains(token) {
                offenders.append("\(relative): \(token)")
            }
        }
        #expect(
            offenders.isEmpty,
            "only the App and the terminal targets may use the terminal, nothing Date() or UUID(): \(offenders)")
    }
}
