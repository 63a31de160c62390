import Shared

extension SessionEvent {
    /// The same JSON value `JSONEncoder` with sorted keys writes, made by hand; nil when only the encoder can write it.
    var journalJSON: [UInt8]? {
        // A segment change is on the clock's path. A degradation's free text needs escaping, a time that is not
        // finite is written as text: those are left to the encoder.
        guard t.isFinite else { return nil }
        let value: (key: String, number: Int)?
        let name: String
        switch kind {
        case .started: (name, value) = ("started", nil)
        case .segmentChanged(let index): (name, value) = ("segmentChanged", ("index", index))
        case .paused(let reason):
            // The reasons' raw values are plain words: nothing in them needs escaping.
            return Self.json(t: t, name: "paused", body: #"{"reason":""# + reason.rawValue + #""}"#)
        case .resumed: (name, value) = ("resumed", nil)
        case .skipped(let fromIndex): (name, value) = ("skipped", ("fromIndex", fromIndex))
        case .wentBack(let fromIndex): (name, value) = ("wentBack", ("fromIndex", fromIndex))
        case .restExtended(let seconds): (name, value) = ("restExtended", ("seconds", seconds))
        case .restEndedEarly(let index): (name, value) = ("restEndedEarly", ("index", index))
        case .degraded: return nil
        case .recovered: (name, value) = ("recovered", nil)
        case .completed: (name, value) = ("completed", nil)
        case .ended: (name, value) = ("ended", nil)
        }
        let body = value.map { #"{""# + $0.key + #"":"# + String($0.number) + "}" } ?? "{}"
        return Self.json(t: t, name: name, body: body)
    }

    /// `{"kind":{"<name>":<body>},"t":<t>}`; `description` is the shortest text that reads back as the same Double.
    private static func json(t: Double, name: String, body: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(48 + name.utf8.count + body.utf8.count)
        bytes += #"{"kind":{""#.utf8
        bytes += name.utf8
        bytes += #"":"#.utf8
        bytes += body.utf8
        bytes += #"},"t":"#.utf8
        bytes += t.description.utf8
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }
}
