import Foundation

/// The JSON coders both ends of the hub use, so dates and key order agree.
/// 社区中心两端共用的 JSON 编解码器，使日期与键顺序一致。
public enum HubJSON {
    /// Sorted keys, `/` unescaped, dates as `HubTimestamp` text.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(HubTimestamp.text(date))
        }
        return encoder
    }

    /// Dates read from `HubTimestamp` text only.
    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = HubTimestamp.date(text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "expected YYYY-MM-DDTHH:MM:SSZ, found \(text)")
            }
            return date
        }
        return decoder
    }
}
