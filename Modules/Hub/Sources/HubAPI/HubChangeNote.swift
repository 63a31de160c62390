/// What a published version changes: chips and one line of at most 120 characters.
/// 已发布版本的变更说明：若干标签与一行不超过 120 个字符的文字。
public struct HubChangeNote: Codable, Sendable, Hashable {
    public let chips: [HubChangeChip]
    public let line: String

    public init(chips: [HubChangeChip] = [], line: String = "") {
        self.chips = chips
        self.line = line
    }

    private enum CodingKeys: String, CodingKey {
        case chips, line
    }

    /// Both keys may be left out: no chips, an empty line.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        chips = try container.decodeIfPresent([HubChangeChip].self, forKey: .chips) ?? []
        line = try container.decodeIfPresent(String.self, forKey: .line) ?? ""
    }
}
