import Foundation
import Shared

/// One line of a journal: `{"type":"…","crc":"…","data":{…}}` followed by a newline, the CRC-32 covering `data`.
/// 日志中的一行：`{"type":"…","crc":"…","data":{…}}` 加换行，CRC-32 校验 `data` 部分。
enum JournalRecord: Hashable, Sendable {
    case header(JournalPreamble)
    case position(JournalPositionRecord)
    case event(SessionEvent)
    case override(SessionOverride)
    case finished(Session)

    private static let typeKey = Array(#"{"type":""#.utf8)
    private static let checksumKey = Array(#"","crc":""#.utf8)
    private static let dataKey = Array(#"","data":"#.utf8)
    private static let newline = UInt8(ascii: "\n")

    /// The value of the record's `type` field.
    var type: String {
        switch self {
        case .header: "header"
        case .position: "position"
        case .event: "event"
        case .override: "override"
        case .finished: "finished"
        }
    }

    /// The encoder every record is written with (one line, sorted keys, non-finite numbers as strings).
    static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        return encoder
    }

    /// The decoder matching `makeEncoder()`.
    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        return decoder
    }

    /// The record as one line, newline included.
    func line(using encoder: JSONEncoder) throws -> [UInt8] {
        let payload: [UInt8]
        switch self {
        case .header(let preamble): payload = Array(try encoder.encode(preamble))
        case .position(let position): payload = try position.json ?? Array(encoder.encode(position))
        case .event(let event): payload = try event.journalJSON ?? Array(encoder.encode(event))
        case .override(let change): payload = Array(try encoder.encode(change))
        case .finished(let session): payload = Array(try encoder.encode(session))
        }
        var line: [UInt8] = []
        line.reserveCapacity(payload.count + 64)  // the keys, the type, eight hex digits, `}` and the newline
        line += Self.typeKey
        line += type.utf8
        line += Self.checksumKey
        JournalChecksum.appendHex(JournalChecksum.of(payload), to: &line)
        line += Self.dataKey
        line += payload
        line.append(UInt8(ascii: "}"))
        line.append(Self.newline)
        return line
    }

    /// Reads one line (without its newline); nil when it is torn, damaged or of an unknown type.
    init?(line: ArraySlice<UInt8>, decoder: JSONDecoder) {
        let bytes = Array(line)
        guard bytes.starts(with: Self.typeKey), bytes.last == UInt8(ascii: "}") else { return nil }
        guard let quote = bytes[Self.typeKey.count...].firstIndex(of: UInt8(ascii: "\"")),
            bytes[quote...].starts(with: Self.checksumKey)
        else { return nil }
        let type = String(decoding: bytes[Self.typeKey.count..<quote], as: UTF8.self)
        let hexStart = quote + Self.checksumKey.count
        let hexEnd = hexStart + 8
        guard hexEnd < bytes.count, bytes[hexStart..<hexEnd].allSatisfy(Self.isHexDigit),
            let checksum = UInt32(String(decoding: bytes[hexStart..<hexEnd], as: UTF8.self), radix: 16),
            bytes[hexEnd...].starts(with: Self.dataKey)
        else { return nil }
        let payloadStart = hexEnd + Self.dataKey.count
        guard payloadStart < bytes.count - 1 else { return nil }
        let payload = bytes[payloadStart..<(bytes.count - 1)]
        guard JournalChecksum.of(payload) == checksum else { return nil }
        let data = Data(payload)
        do {
            switch type {
            case "header": self = .header(try decoder.decode(JournalPreamble.self, from: data))
            case "position": self = .position(try decoder.decode(JournalPositionRecord.self, from: data))
            case "event": self = .event(try decoder.decode(SessionEvent.self, from: data))
            case "override": self = .override(try decoder.decode(SessionOverride.self, from: data))
            case "finished": self = .finished(try decoder.decode(Session.self, from: data))
            default: return nil
            }
        } catch {
            return nil
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}
