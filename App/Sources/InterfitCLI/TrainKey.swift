/// A key press on the training screen.
enum TrainKey: Equatable {
    case togglePause, skip, back, extendRest, endRest, end, help, confirm, other

    /// Keys in a chunk of bytes read from the terminal; escape sequences (arrows…) are ignored.
    static func parse(_ bytes: [UInt8]) -> [TrainKey] {
        if bytes.first == 0x1B { return [.other] }
        return bytes.map { byte in
            switch byte {
            case UInt8(ascii: " "): .togglePause
            case UInt8(ascii: "n"), UInt8(ascii: "N"): .skip
            case UInt8(ascii: "p"), UInt8(ascii: "P"): .back
            case UInt8(ascii: "+"), UInt8(ascii: "="): .extendRest
            case UInt8(ascii: "r"), UInt8(ascii: "R"): .endRest
            case UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "q"), UInt8(ascii: "Q"): .end
            case UInt8(ascii: "?"), UInt8(ascii: "h"), UInt8(ascii: "H"): .help
            case UInt8(ascii: "y"), UInt8(ascii: "Y"): .confirm
            default: .other
            }
        }
    }
}
