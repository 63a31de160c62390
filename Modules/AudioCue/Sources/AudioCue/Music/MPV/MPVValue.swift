import Foundation

/// A JSON value as mpv's IPC protocol sends and receives it.
/// mpv IPC 协议收发的 JSON 值。
enum MPVValue: Hashable, Sendable, Codable, ExpressibleByStringLiteral {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([MPVValue])
    case object([String: MPVValue])

    init(stringLiteral value: String) {
        self = .string(value)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([MPVValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: MPVValue].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The value as a number (integers included).
    var number: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }

    /// The value as an integer (integral doubles included).
    var integer: Int? {
        switch self {
        case .int(let value): value
        case .double(let value) where value.rounded() == value && abs(value) < 1e15: Int(value)
        default: nil
        }
    }

    /// The value as text.
    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The value as a flag.
    var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// A member of an object.
    subscript(key: String) -> MPVValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }
}
