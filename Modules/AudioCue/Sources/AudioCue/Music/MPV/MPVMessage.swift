import Foundation

/// One line mpv sent: the reply to a command, or an event (`start-file`, `end-file`, `property-change`, …).
/// mpv 发来的一行：某条命令的回复，或一个事件（`start-file`、`end-file`、`property-change` 等）。
enum MPVMessage: Hashable, Sendable {
    /// The reply to the command with `requestID`; `error` is `success` when it worked.
    case reply(requestID: Int, error: String, data: MPVValue)
    /// An event and all its fields.
    case event(String, [String: MPVValue])

    /// Reads one JSON line; nil for anything that is not an mpv message.
    init?(line: some DataProtocol) {
        guard let value = try? JSONDecoder().decode(MPVValue.self, from: Data(line)),
            case .object(let fields) = value
        else { return nil }
        if let name = fields["event"]?.string {
            self = .event(name, fields)
        } else if let requestID = fields["request_id"]?.integer, let error = fields["error"]?.string {
            self = .reply(requestID: requestID, error: error, data: fields["data"] ?? .null)
        } else {
            return nil
        }
    }

    /// For a `property-change` event: the property's name and new value (`.null` when unavailable).
    var propertyChange: (name: String, value: MPVValue)? {
        guard case .event("property-change", let fields) = self, let name = fields["name"]?.string else { return nil }
        return (name, fields["data"] ?? .null)
    }

    /// For `start-file` and `end-file` events: the playlist entry they concern.
    var entryID: Int? {
        guard case .event(_, let fields) = self else { return nil }
        return fields["playlist_entry_id"]?.integer
    }
}
