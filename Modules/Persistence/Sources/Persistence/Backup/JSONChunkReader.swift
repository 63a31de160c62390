import Foundation

/// Reads one JSON document from chunks and hands out one checked value at a time, never the whole document.
/// 从分块中读取一个 JSON 文档，每次交出一个已检查的值，从不持有整个文档。
struct JSONChunkReader {
    /// The input failed; carries the reader's own error.
    /// 输入读取失败；携带读取方自身的错误。
    struct InputError: Error {
        let underlying: any Error
    }

    /// One open container while a value is scanned.
    /// 扫描值时一个尚未闭合的容器。
    private struct Level {
        let isObject: Bool
        /// Objects: true when the next string is a key.
        var expectingKey: Bool
        /// Objects: the keys so far, as byte ranges relative to the value's start.
        var keys: [Range<Int>] = []
        /// Arrays: the index of the current element.
        var index = 0
    }

    /// Where the scanner is inside a value.
    /// 扫描器在值内部的位置状态。
    private enum State {
        case between
        case string(isKey: Bool, start: Int)
        case escape(isKey: Bool, start: Int)
        case scalar
    }

    /// The largest single value accepted by default (one plan, version, session or the settings).
    static let defaultMaximumValueBytes = 16 << 20

    private var buffer: [UInt8] = []
    private var position = 0
    private var isFinished = false
    private let next: () throws -> Data?
    private let maximumValueBytes: Int

    /// `next` hands over the following chunk, nil at the end; a value longer than `maximumValueBytes` is refused.
    init(maximumValueBytes: Int = defaultMaximumValueBytes, next: @escaping () throws -> Data?) {
        self.maximumValueBytes = maximumValueBytes
        self.next = next
    }

    /// How many bytes are held right now (the unread part of a chunk and the value being read).
    var bufferedBytes: Int { buffer.count }

    /// The next byte that is not white space, without consuming it; nil at the end of the input.
    mutating func peek() throws -> UInt8? {
        while true {
            while position < buffer.count {
                switch buffer[position] {
                case 0x20, 0x0A, 0x0D, 0x09: position += 1
                default: return buffer[position]
                }
            }
            guard try fill(keeping: position) != nil else { return nil }
        }
    }

    /// Consumes `byte` (after white space), or throws: `truncated` at the end, `invalidJSON` on anything else.
    mutating func expect(_ byte: UInt8, at path: String) throws {
        guard let found = try peek() else { throw BundleProblem(path, .truncated) }
        guard found == byte else { throw BundleProblem(path, .invalidJSON) }
        position += 1
    }

    /// Consumes the next byte if it is `byte`.
    mutating func consume(_ byte: UInt8) throws -> Bool {
        guard try peek() == byte else { return false }
        position += 1
        return true
    }

    /// The next complete value (object, array, string, number or literal) as bytes; `path` names it in errors.
    mutating func value(at path: String) throws -> Data {
        guard try peek() != nil else { throw BundleProblem(path, .truncated) }
        var start = position
        var index = position
        var stack: [Level] = []
        var state = State.between
        var isDone = false
        // The last structural byte, to refuse `[1,]`, `{,` and `,,` (which `JSONDecoder` lets through).
        var previous: UInt8 = 0
        while !isDone {
            if index == buffer.count {
                if index - start > maximumValueBytes { throw BundleProblem(path, .tooLarge) }
                guard let shift = try fill(keeping: start) else {
                    if case .scalar = state, stack.isEmpty { break }
                    throw BundleProblem(Self.path(path, stack, buffer, start), .truncated)
                }
                start -= shift
                index -= shift
            }
            let byte = buffer[index]
            switch state {
            case .between:
                switch byte {
                case UInt8(ascii: "{"): stack.append(Level(isObject: true, expectingKey: true))
                case UInt8(ascii: "["): stack.append(Level(isObject: false, expectingKey: false))
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    guard let top = stack.last, top.isObject == (byte == UInt8(ascii: "}")),
                        previous != UInt8(ascii: ",")
                    else { throw BundleProblem(Self.path(path, stack, buffer, start), .invalidJSON) }
                    stack.removeLast()
                    isDone = stack.isEmpty
                case UInt8(ascii: ","):
                    guard !stack.isEmpty, ![UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "{")].contains(previous)
                    else { throw BundleProblem(Self.path(path, stack, buffer, start), .invalidJSON) }
                    if stack[stack.count - 1].isObject {
                        stack[stack.count - 1].expectingKey = true
                    } else {
                        stack[stack.count - 1].index += 1
                    }
                case UInt8(ascii: "\""):
                    let isKey = stack.last?.expectingKey ?? false
                    state = .string(isKey: isKey, start: index + 1 - start)
                case 0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: ":"):
                    break
                default:
                    if stack.isEmpty { state = .scalar }
                }
                if byte > 0x20 { previous = byte }
            case .string(let isKey, let keyStart):
                if byte == UInt8(ascii: "\\") {
                    state = .escape(isKey: isKey, start: keyStart)
                } else if byte == UInt8(ascii: "\"") {
                    state = .between
                    if isKey {
                        let key = keyStart..<(index - start)
                        let level = stack.count - 1
                        if stack[level].keys.contains(where: {
                            buffer[$0.lowerBound + start..<$0.upperBound + start]
                                == buffer[key.lowerBound + start..<key.upperBound + start]
                        }) {
                            stack[level].keys.append(key)
                            throw BundleProblem(Self.path(path, stack, buffer, start), .duplicateKey)
                        }
                        stack[level].keys.append(key)
                        stack[level].expectingKey = false
                    } else {
                        isDone = stack.isEmpty
                    }
                }
            case .escape(let isKey, let keyStart):
                state = .string(isKey: isKey, start: keyStart)
            case .scalar:
                switch byte {
                case 0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    isDone = true
                    index -= 1
                default: break
                }
            }
            index += 1
        }
        if index - start > maximumValueBytes { throw BundleProblem(path, .tooLarge) }
        position = index
        return Data(buffer[start..<index])
    }

    /// True when nothing but white space is left.
    mutating func isAtEnd() throws -> Bool {
        try peek() == nil
    }

    /// Reads the next chunk, dropping bytes before `start`; returns how far the kept bytes moved, or nil at the end.
    private mutating func fill(keeping start: Int) throws -> Int? {
        guard !isFinished else { return nil }
        while true {
            let chunk: Data?
            do { chunk = try next() } catch { throw InputError(underlying: error) }
            guard let chunk else {
                isFinished = true
                return nil
            }
            if chunk.isEmpty { continue }
            let shift = start
            if shift > 0 {
                buffer.removeSubrange(0..<shift)
                position -= shift
            }
            buffer.append(contentsOf: chunk)
            return shift
        }
    }

    /// The path of the innermost place the scanner is at: `sessions[3].events[2]`, `plans[0].name`.
    private static func path(_ base: String, _ stack: [Level], _ buffer: [UInt8], _ start: Int) -> String {
        var path = base
        for level in stack {
            if level.isObject {
                if let key = level.keys.last {
                    path +=
                        "." + String(decoding: buffer[key.lowerBound + start..<key.upperBound + start], as: UTF8.self)
                }
            } else {
                path += "[\(level.index)]"
            }
        }
        return path
    }
}
