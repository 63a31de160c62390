import Foundation
import Shared

/// The JSON file of one exported plan (`interfit plans export`); `formatVersion` guards future changes.
public struct PlanExchangeDocument: Codable, Sendable, Equatable {
    /// The format this build writes and the newest it reads.
    public static let currentFormatVersion = 1

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

    private enum CodingKeys: String, CodingKey {
        case formatVersion, name, versionId, contentHash
        case setsCount, workSeconds, restSeconds, warmupSeconds, cooldownSeconds, rounds, roundRestSeconds
        case exercises
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        formatVersion = try container.decode(Int.self, forKey: .formatVersion)
        name = try container.decode(String.self, forKey: .name)
        versionId = try container.decodeIfPresent(UUID.self, forKey: .versionId)
        contentHash = try container.decodeIfPresent(String.self, forKey: .contentHash)
        content = PlanContent(
            setsCount: try container.decode(Int.self, forKey: .setsCount),
            workSeconds: try container.decode(Int.self, forKey: .workSeconds),
            restSeconds: try container.decodeIfPresent(Int.self, forKey: .restSeconds) ?? 0,
            warmupSeconds: try container.decodeIfPresent(Int.self, forKey: .warmupSeconds) ?? 0,
            cooldownSeconds: try container.decodeIfPresent(Int.self, forKey: .cooldownSeconds) ?? 0,
            rounds: try container.decodeIfPresent(Int.self, forKey: .rounds) ?? 1,
            roundRestSeconds: try container.decodeIfPresent(Int.self, forKey: .roundRestSeconds) ?? 0,
            exercises: try container.decodeIfPresent([String].self, forKey: .exercises) ?? [])
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(formatVersion, forKey: .formatVersion)
        try container.encode(name, forKey: .name)
        try content.encode(to: encoder)  // the training fields as flat keys, beside the ones above
        try container.encodeIfPresent(versionId, forKey: .versionId)
        try container.encodeIfPresent(contentHash, forKey: .contentHash)
    }

    /// Pretty, key-sorted JSON with a trailing newline.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain numbers, strings and UUIDs cannot fail.
        return try! encoder.encode(self) + Data("\n".utf8)
    }

    /// Reads and checks a file's bytes: JSON shape, format version, then the plan rules.
    public static func decode(_ data: Data) throws(PlanLibraryError) -> PlanExchangeDocument {
        struct VersionProbe: Decodable { let formatVersion: Int }
        let decoder = JSONDecoder()
        let probe: VersionProbe
        do {
            probe = try decoder.decode(VersionProbe.self, from: data)
        } catch {
            throw .unreadableFile(detail: describe(error))
        }
        guard probe.formatVersion <= currentFormatVersion, probe.formatVersion >= 1 else {
            throw .newerFormat(found: probe.formatVersion, supported: currentFormatVersion)
        }
        let document: PlanExchangeDocument
        do {
            document = try decoder.decode(PlanExchangeDocument.self, from: data)
        } catch {
            throw .unreadableFile(detail: describe(error))
        }
        let issues = PlanRules.validate(name: document.name, content: document.content)
        guard issues.isEmpty else { throw .invalidPlanInFile(issues: issues) }
        return document
    }

    /// A short, user-facing reason for a decoding failure.
    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "missing field \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "wrong type for field \"\(context.codingPath.map(\.stringValue).joined(separator: "."))\""
        case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty: "not valid JSON"
        case DecodingError.dataCorrupted(let context):
            "invalid value for field \"\(context.codingPath.map(\.stringValue).joined(separator: "."))\""
        default: "unreadable"
        }
    }
}
