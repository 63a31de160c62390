import Foundation
import Shared
import SharedUI

/// The stable `history --json` shape of one session; every key is always present.
/// `history --json` 中单个会话的稳定结构；每个键都始终存在。
public struct SessionSummaryJSON: Encodable, Sendable {
    private let summary: SessionSummary

    public init(_ summary: SessionSummary) {
        self.summary = summary
    }

    private enum Keys: String, CodingKey {
        case id, planId, planName, templateId, status, startedAt, endedAt, activeSeconds, pausedSeconds
        case completedSets, totalSets, tags, adjustments, summary
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(summary.id.uuidString.lowercased(), forKey: .id)
        try container.encode(summary.planId?.uuidString.lowercased(), forKey: .planId)
        try container.encode(summary.planName, forKey: .planName)
        try container.encode(summary.templateId, forKey: .templateId)
        try container.encode(summary.status.rawValue, forKey: .status)
        try container.encode(JSONDate.text(summary.startedAt), forKey: .startedAt)
        try container.encode(summary.endedAt.map(JSONDate.text), forKey: .endedAt)
        try container.encode(summary.activeSeconds, forKey: .activeSeconds)
        try container.encode(summary.pausedSeconds, forKey: .pausedSeconds)
        try container.encode(summary.completedSets, forKey: .completedSets)
        try container.encode(summary.totalSets, forKey: .totalSets)
        try container.encode(SessionTag.allCases.filter(summary.tags.contains).map(\.rawValue), forKey: .tags)
        try container.encode(summary.adjustments, forKey: .adjustments)
        try container.encode(summary.summary, forKey: .summary)
    }

    /// `history --json` for many sessions: exactly `JSONText.encode(summaries.map(SessionSummaryJSON.init))`.
    public static func list(_ summaries: [SessionSummary]) -> String {
        // Written directly: the generic encoder costs more than reading the rows.
        guard !summaries.isEmpty else { return "[]" }
        var out = "[\n"
        for (index, summary) in summaries.enumerated() {
            let tags = SessionTag.allCases.filter(summary.tags.contains).map(\.rawValue)
            let tagText =
                tags.isEmpty
                ? "[]" : "[\n" + tags.map { "      " + JSONText.quoted($0) }.joined(separator: ",\n") + "\n    ]"
            let fields: [(String, String)] = [
                ("activeSeconds", number(summary.activeSeconds)), ("adjustments", String(summary.adjustments)),
                ("completedSets", String(summary.completedSets)),
                ("endedAt", summary.endedAt.map { JSONText.quoted(JSONDate.text($0)) } ?? "null"),
                ("id", JSONText.quoted(summary.id.uuidString.lowercased())),
                ("pausedSeconds", number(summary.pausedSeconds)),
                ("planId", summary.planId.map { JSONText.quoted($0.uuidString.lowercased()) } ?? "null"),
                ("planName", JSONText.quoted(summary.planName)),
                ("startedAt", JSONText.quoted(JSONDate.text(summary.startedAt))),
                ("status", JSONText.quoted(summary.status.rawValue)), ("summary", JSONText.quoted(summary.summary)),
                ("tags", tagText),
                ("templateId", summary.templateId.map(JSONText.quoted) ?? "null"),
                ("totalSets", String(summary.totalSets)),
            ]
            out += "  {\n" + fields.map { "    \"\($0.0)\" : \($0.1)" }.joined(separator: ",\n") + "\n  }"
            out += index == summaries.count - 1 ? "\n" : ",\n"
        }
        return out + "]"
    }

    /// A number as `JSONEncoder` writes it: shortest form, no `.0` on whole values.
    private static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
