import Foundation
import Shared

/// One answer of a hub: status, headers (names lowercased) and the body, de-chunked.
/// 社区中心的一次答复：状态码、头部（名称小写）与去分块后的正文。
public struct HubHTTPResponse: Sendable, Equatable {
    public let status: Int
    public let headers: [String: String]
    public let body: Data

    public init(status: Int, headers: [String: String], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The largest answer read (a page of 100 posts is well under 200 KB).
    static let maximumBytes = 8 << 20

    /// Parses a whole answer read until the connection closed, or nil when it is not HTTP/1.x or is cut short.
    static func parse(_ bytes: [UInt8]) -> HubHTTPResponse? {
        guard let end = headEnd(bytes) else { return nil }
        let head = String(decoding: bytes[..<end], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ", maxSplits: 2)
        guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/1."), let status = Int(statusLine[1]),
            (100...599).contains(status)
        else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaces()
            headers[name] = headers[name].map { $0 + ", " + value } ?? value
        }
        let rest = Array(bytes[(end + 4)...])
        let body: [UInt8]
        if headers["transfer-encoding"]?.lowercased().contains("chunked") == true {
            guard let joined = dechunk(rest) else { return nil }
            body = joined
        } else if let lengthText = headers["content-length"] {
            guard let length = Int(lengthText), length >= 0, rest.count >= length else { return nil }
            body = Array(rest.prefix(length))
        } else {
            body = rest
        }
        return HubHTTPResponse(status: status, headers: headers, body: Data(body))
    }

    /// True once `bytes` hold a whole answer (so reading can stop before the peer closes).
    static func isComplete(_ bytes: [UInt8]) -> Bool {
        guard let end = headEnd(bytes) else { return false }
        let head = String(decoding: bytes[..<end], as: UTF8.self).lowercased()
        let rest = bytes.count - end - 4
        if head.hasPrefix("http/1.1 204") || head.hasPrefix("http/1.0 204") || head.hasPrefix("http/1.1 304") {
            return true
        }
        if head.contains("\r\ntransfer-encoding:") { return dechunk(Array(bytes[(end + 4)...])) != nil }
        guard let range = head.range(of: "\r\ncontent-length:") else { return false }
        // "\r\n" is one Character: stopping at "\r" alone never stopped before the next header.
        let digits = head[range.upperBound...].prefix { $0 != "\r\n" && $0 != "\r" }.trimmingSpaces()
        guard let length = Int(digits) else { return false }
        return rest >= length
    }

    /// Where the head ends (the index of `\r\n\r\n`), if it has.
    private static func headEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }

    /// The body of a chunked answer, or nil when its last chunk has not arrived or the framing is wrong.
    private static func dechunk(_ bytes: [UInt8]) -> [UInt8]? {
        var body: [UInt8] = []
        var index = 0
        while true {
            var lineEnd = index
            while lineEnd + 1 < bytes.count, !(bytes[lineEnd] == 13 && bytes[lineEnd + 1] == 10) { lineEnd += 1 }
            guard lineEnd + 1 < bytes.count else { return nil }
            let sizeText = String(decoding: bytes[index..<lineEnd], as: UTF8.self).split(separator: ";").first ?? ""
            guard let size = Int(sizeText.trimmingSpaces(), radix: 16), size >= 0 else {
                return nil
            }
            index = lineEnd + 2
            if size == 0 { return body }
            guard index + size + 2 <= bytes.count else { return nil }
            body += bytes[index..<(index + size)]
            index += size + 2
        }
    }
}
