import Foundation

/// Finds the first object key that appears twice in the same JSON object (JSON decoders silently keep one).
/// 找出同一 JSON 对象中第一个重复出现的键（JSON 解码器会静默保留其中一个）。
public enum JSONDuplicateKeys {
    /// The dotted path of the first duplicate key (e.g. `setsCount`, `music.work`), or nil.
    public static func first(in data: Data) -> String? {
        // Assumes syntactically valid JSON; on anything odd it returns nil (the decoder reports the rest).
        /// One open container: an object's keys so far and whether a key comes next, or an array.
        /// 一个打开的容器：对象已有的键及下一个是否为键，或数组。
        struct Level {
            var keys: Set<String>?
            var expectingKey: Bool
            var name: String
        }
        var stack: [Level] = []
        var index = data.startIndex
        var lastKey = ""
        while index < data.endIndex {
            let byte = data[index]
            switch byte {
            case UInt8(ascii: "{"):
                stack.append(Level(keys: [], expectingKey: true, name: lastKey))
            case UInt8(ascii: "["):
                stack.append(Level(keys: nil, expectingKey: false, name: lastKey))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard !stack.isEmpty else { return nil }
                stack.removeLast()
            case UInt8(ascii: ","):
                if let top = stack.indices.last, stack[top].keys != nil { stack[top].expectingKey = true }
            case UInt8(ascii: "\""):
                guard let end = stringEnd(data, from: index) else { return nil }
                if let top = stack.indices.last, stack[top].keys != nil, stack[top].expectingKey {
                    let key = (try? JSONDecoder().decode(String.self, from: data[index...end])) ?? ""
                    if stack[top].keys?.contains(key) == true {
                        return (stack.dropFirst().map(\.name) + [key]).filter { !$0.isEmpty }.joined(separator: ".")
                    }
                    stack[top].keys?.insert(key)
                    stack[top].expectingKey = false
                    lastKey = key
                }
                index = end
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The index of the closing quote of the string starting at `start`.
    private static func stringEnd(_ data: Data, from start: Int) -> Int? {
        var index = start + 1
        while index < data.endIndex {
            switch data[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index
            default: index += 1
            }
        }
        return nil
    }
}
