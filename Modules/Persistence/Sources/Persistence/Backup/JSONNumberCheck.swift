import Foundation

/// Names the number `JSONDecoder` refused without a path (a fraction or an overflow in an integer field).
/// 指出 `JSONDecoder` 拒绝却未给出路径的数字（整数字段中的小数或溢出）。
enum JSONNumberCheck {
    /// The bundle's integer fields, by key (the same key is an integer wherever it appears).
    static let integerKeys: Set<String> = [
        "formatVersion", "setsCount", "workSeconds", "restSeconds", "warmupSeconds", "cooldownSeconds", "rounds",
        "roundRestSeconds", "number", "completedSets", "totalSets", "index", "fromIndex", "seconds", "segmentIndex",
        "toSegmentIndex", "set",
    ]

    /// The first number in `data` that is not finite or not a whole `Int` in an integer field, with its path; or nil.
    static func firstProblem(in data: Data, at path: String) -> BundleProblem? {
        /// One open container: an object's current key or an array's current index.
        /// 一个未闭合的容器：对象的当前键或数组的当前下标。
        struct Level {
            let isObject: Bool
            var key = ""
            var index = 0
            var expectingKey: Bool
        }
        let bytes = [UInt8](data)
        var stack: [Level] = []
        var index = 0
        func currentPath() -> String {
            stack.reduce(path) { path, level in level.isObject ? path + "." + level.key : path + "[\(level.index)]" }
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"): stack.append(Level(isObject: true, expectingKey: true))
            case UInt8(ascii: "["): stack.append(Level(isObject: false, expectingKey: false))
            case UInt8(ascii: "}"), UInt8(ascii: "]"): if !stack.isEmpty { stack.removeLast() }
            case UInt8(ascii: ","):
                if let last = stack.indices.last {
                    if stack[last].isObject { stack[last].expectingKey = true } else { stack[last].index += 1 }
                }
            case UInt8(ascii: "\""):
                var end = index + 1
                while end < bytes.count && bytes[end] != UInt8(ascii: "\"") {
                    end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                if let last = stack.indices.last, stack[last].isObject, stack[last].expectingKey {
                    stack[last].key = String(decoding: bytes[index + 1..<min(end, bytes.count)], as: UTF8.self)
                    stack[last].expectingKey = false
                }
                index = end
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                var end = index
                while end < bytes.count, "+-.eE0123456789".utf8.contains(bytes[end]) { end += 1 }
                let text = String(decoding: bytes[index..<end], as: UTF8.self)
                let key = stack.last(where: \.isObject)?.key ?? String(path.split(separator: ".").last ?? "")
                if let double = Double(text), !double.isFinite { return BundleProblem(currentPath(), .outOfRange) }
                if integerKeys.contains(key) && Int(text) == nil {
                    let whole = !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" })
                    return BundleProblem(currentPath(), whole ? .outOfRange : .wrongType)
                }
                index = end - 1
            default: break
            }
            index += 1
        }
        return nil
    }
}
