/// A command line of one plain shape (command words, `--name value` options, flags), matched without reflection.
/// 一种简单形状的命令行（命令词、`--name value` 选项、开关），无需反射即可匹配。
public struct SimpleCommandLine: Sendable {
    /// The options and flags one command line gave, each at most once.
    /// 一条命令行给出的选项与开关，每个至多一次。
    public struct Match: Sendable, Equatable {
        /// The command words the line started with.
        public let path: [String]
        public let values: [String: String]
        public let flags: Set<String>
    }

    /// The command words that name the command (`["history"]`, `["history", "list"]`).
    public let paths: [[String]]
    /// Long names that take a value (`--limit`).
    public let options: Set<String>
    /// Long names that take none (`--json`).
    public let flags: Set<String>

    public init(paths: [[String]], options: Set<String>, flags: Set<String>) {
        self.paths = paths
        self.options = options
        self.flags = flags
    }

    /// The match, or nil for anything else: other words, short or unknown names, repeats, empty values or ones with `-`.
    public func match(_ arguments: [String]) -> Match? {
        guard let path = paths.filter({ arguments.starts(with: $0) }).max(by: { $0.count < $1.count }) else {
            return nil
        }
        var values: [String: String] = [:]
        var given: Set<String> = []
        var rest = arguments.dropFirst(path.count)[...]
        while let word = rest.popFirst() {
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            if parts.count == 1, flags.contains(name), given.insert(name).inserted { continue }
            guard options.contains(name), values[name] == nil else { return nil }
            guard let value = parts.count == 2 ? String(parts[1]) : rest.popFirst(), !value.isEmpty,
                !value.hasPrefix("-")
            else { return nil }
            values[name] = value
        }
        return Match(path: path, values: values, flags: given)
    }
}
