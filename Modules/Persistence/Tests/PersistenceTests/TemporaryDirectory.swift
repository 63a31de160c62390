import Foundation

/// A scratch folder removed when the test value goes away.
final class TemporaryDirectory {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "interfit-tests-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { path + "/" + name }
}
