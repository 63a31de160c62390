import Foundation

/// The JSON file of one exported plan (`interfit plans export`); `formatVersion` guards future changes.
/// 导出的单个计划的 JSON 文件（`interfit plans export`）；`formatVersion` 用于应对将来的格式变化。
public struct PlanExchangeDocument: Codable, Sendable, Equatable {
    /// The format this build writes and the newest it reads.
    public static let currentFormatVersion = 1
    /// The largest plan file read (1 MiB); a plan needs a few kilobytes at most.
    public static let maximumFileBytes = 1 << 20

    public let formatVersion: Int
    public let name: String
    public let content: PlanContent
    /// The published version the file was made from, if any; an import records it as its fork origin.
    public let versionId: UUID?
    /// Informational; recomputed on import, never trusted.
    public let contentHash: String?

    public init(name: String, content: PlanContent, versionId: UUID?) {
        formatVersion = Self.currentFormatVersion
        self.name = name
        self.content = content
        self.versionId = versionId
        contentHash = ContentHash(content: content).value
    }

    /// The file's own keys; the training fields use `PlanContent`'s.
    /// 文件自身的键；训练字段沿用 `PlanContent` 的键。
    private enum CodingKeys: String, CodingKey {
        case formatVersion, name, versionId, contentHash
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        formatVersion = try container.decode(Int.self, forKey: .formatVersion)
        name = try container.decode(String.self, forKey: .name)
        versionId = try container.decodeIfPresent(UUID.self, forKey: .versionId)
        contentHash = try container.decodeIfPresent(String.self, forKey: .contentHash)
        content = try PlanContent(from: decoder)  // the training fields are flat keys beside the ones above
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(formatVersion, forKey: .formatVersion)
        try container.encode(name, forKey: .name)
        try content.encode(to: encoder)  // the training fields as flat keys, beside the ones above
        try container.encodeIfPresent(versionId?.uuidString.lowercased(), forKey: .versionId)
        try container.encodeIfPresent(contentHash, forKey: .contentHash)
    }

    /// Pretty, key-sorted JSON with a trailing newline.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain numbers, strings and arrays cannot fail.
        return try! encoder.encode(self) + Data("\n".utf8)
    }

    /// Reads and checks a file's bytes: size, JSON shape, format version, then the plan rules.
    public static func decode(_ data: Data) throws(PlanFileError) -> PlanExchangeDocument {
        guard data.count <= maximumFileBytes else {
            throw .unreadable(.tooLarge(maximumBytes: maximumFileBytes, actual: data.count))
        }
        /// Only the format version, read before anything whose shape a newer format may change.
        /// 仅读取格式版本，先于新格式可能改变结构的其他字段。
        struct VersionProbe: Decodable { let formatVersion: Int }
        let decoder = JSONDecoder()
        let probe: VersionProbe
        do {
            probe = try decoder.decode(VersionProbe.self, from: data)
        } catch {
            throw .unreadable(problem(error, in: data))
        }
        guard probe.formatVersion >= 1 else { throw .unreadable(.invalidValue(path: "formatVersion")) }
        guard probe.formatVersion <= currentFormatVersion else {
            throw .newerFormat(found: probe.formatVersion, supported: currentFormatVersion)
        }
        let document: PlanExchangeDocument
        do {
            document = try decoder.decode(PlanExchangeDocument.self, from: data)
        } catch {
            throw .unreadable(problem(error, in: data))
        }
        if let duplicate = JSONDuplicateKeys.first(in: data) { throw .unreadable(.duplicateKey(duplicate)) }
        let issues = PlanRules.validate(name: PlanRules.checkedName(document.name), content: document.content)
        guard issues.isEmpty else { throw .invalidPlan(issues: issues) }
        return document
    }

    /// The typed reason for a decoding failure.
    private static func problem(_ error: any Error, in data: Data) -> PlanFileProblem {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return .missingField(path(context.codingPath + [key]))
        case DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty:
            return .notAnObject
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return .wrongType(path: path(context.codingPath))
        case DecodingError.dataCorrupted(let context) where !context.codingPath.isEmpty:
            return .invalidValue(path: path(context.codingPath))
        default:
            return unusableNumber(in: data)
        }
    }

    /// The whole-number fields of the format.
    private static let wholeNumberFields = [
        "formatVersion", "setsCount", "workSeconds", "restSeconds", "warmupSeconds", "cooldownSeconds", "rounds",
        "roundRestSeconds",
    ]

    /// Names the field whose number does not fit (`2.5`, `1e30`), which Foundation calls invalid JSON.
    private static func unusableNumber(in data: Data) -> PlanFileProblem {
        guard let object = try? JSONSerialization.jsonObject(with: data) else { return .notJSON }
        guard let fields = object as? [String: Any] else { return .notAnObject }
        for field in wholeNumberFields {
            guard let number = fields[field] as? NSNumber else { continue }
            let value = number.doubleValue
            if value.rounded() != value || abs(value) >= 9.2e18 { return .invalidValue(path: field) }
        }
        return .invalidValue(path: "")
    }

    /// `exercises[2]`, `music.work[0].path`: a coding path as a person reads it.
    private static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }
}
