import Foundation

/// The JSON encoder and decoder of bundle rows: sorted keys, bundle dates, no escaped slashes.
/// 备份包各行的 JSON 编码器与解码器：键排序、备份包日期格式、不转义斜杠。
enum BundleCoding {
    /// The bundle format this build writes and the newest it reads.
    static let formatVersion = 1

    static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(BackupDate.text(date))
        }
        return encoder
    }

    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            guard let date = BackupDate.parse(try container.decode(String.self)) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: BundleProblem.Reason.invalidDate.rawValue)
            }
            guard BackupDate.isStorable(date) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: BundleProblem.Reason.dateOutOfRange.rawValue)
            }
            return date
        }
        return decoder
    }

    /// `value` decoded from one element's bytes, or the problem at its JSON path (`path` names the element).
    static func decode<Value: Decodable>(
        _ type: Value.Type, from data: Data, at path: String, with decoder: JSONDecoder
    ) throws(BundleProblem) -> Value {
        do {
            return try decoder.decode(type, from: data)
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
                let number = JSONNumberCheck.firstProblem(in: data, at: path)
            {
                throw number
            }
            throw problem(error, at: path)
        } catch {
            throw BundleProblem(path, .invalidJSON)
        }
    }

    /// The bundle problem a decoding error stands for, with its full path.
    static func problem(_ error: DecodingError, at path: String) -> BundleProblem {
        func text(_ keys: [any CodingKey]) -> String {
            keys.reduce(path) { path, key in
                if let index = key.intValue, key.stringValue.hasPrefix("Index ") || key.stringValue == "\(index)" {
                    return path + "[\(index)]"
                }
                return path + "." + key.stringValue
            }
        }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return BundleProblem(text(context.codingPath), .wrongType)
        case .keyNotFound(let key, let context):
            return BundleProblem(text(context.codingPath + [key]), .missingKey)
        case .dataCorrupted(let context):
            let reason =
                BundleProblem.Reason(rawValue: context.debugDescription)
                ?? (context.codingPath.isEmpty ? .invalidJSON : .invalidValue)
            return BundleProblem(text(context.codingPath), reason)
        @unknown default:
            return BundleProblem(path, .invalidJSON)
        }
    }
}
