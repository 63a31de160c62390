import Foundation

/// One JSON object on one line, with keys in the order given (so `type` comes first).
/// 单行 JSON 对象，键按给定顺序排列（因此 `type` 在最前）。
public struct NDJSONLine {
    /// A JSON scalar.
    /// JSON 标量值。
    public enum Value: Sendable {
        case string(String)
        case int(Int)
        case seconds(Double)
        case null
    }

    private var fields: [(String, Value)] = []

    public init(type: String) {
        fields.append(("type", .string(type)))
    }

    public mutating func add(_ key: String, _ value: Value) {
        fields.append((key, value))
    }

    public var text: String {
        "{" + fields.map { key, value in "\(JSONText.quoted(key)):\(Self.encode(value))" }.joined(separator: ",") + "}"
    }

    private static func encode(_ value: Value) -> String {
        switch value {
        case .string(let text): JSONText.quoted(text)
        case .int(let number): String(number)
        case .seconds(let seconds): threeDecimals(seconds)
        case .null: "null"
        }
    }

    /// Seconds as `%.3f` prints them, by hand (Foundation's formatter cost more than the whole line); non-finite: null.
    static func threeDecimals(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "null" }
        guard abs(seconds) < 1e9 else {
            return String(format: "%.3f", locale: Locale(identifier: "en_US_POSIX"), seconds)
        }
        // Half-even, as printf rounds a value that is exactly halfway (0.0625 → 0.062).
        let scaled = Int((abs(seconds) * 1000).rounded(.toNearestOrEven))
        let fraction = String(scaled % 1000)
        let sign = seconds.sign == .minus ? "-" : ""
        return sign + String(scaled / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
