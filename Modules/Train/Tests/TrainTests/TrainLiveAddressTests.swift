import Testing

@testable import Train

/// `--serve-on` values: loopback by default, every interface only when asked, a named field when refused.
@Suite struct TrainLiveAddressTests {
    @Test(arguments: [
        ("lan", "0.0.0.0", 0, true), ("LAN:9000", "0.0.0.0", 9000, true), ("9000", "127.0.0.1", 9000, false),
        ("127.0.0.1:9000", "127.0.0.1", 9000, false), ("localhost:80", "127.0.0.1", 80, false),
        ("192.168.1.20", "192.168.1.20", 0, false), ("[::1]:9000", "::1", 9000, false), ("::1", "::1", 0, false),
        ("0.0.0.0:1", "0.0.0.0", 1, true), (" 127.0.0.1:0 ", "127.0.0.1", 0, false),
    ])
    func readsAddresses(text: String, host: String, port: Int, isLAN: Bool) throws {
        #expect(try TrainLiveAddress.parse(text) == TrainLiveAddress(host: host, port: port, isLAN: isLAN))
    }

    @Test(arguments: [
        ("example.com:9000", TrainLiveAddress.Problem.notAnAddress), ("", .notAnAddress), ("1.2.3:80", .notAnAddress),
        ("127.0.0.1:65536", .badPort), ("127.0.0.1:", .badPort), ("lan:x", .badPort),
        ("99999999999999999999", .badPort),
        ("[::1]:-1", .badPort), ("127.0.0.1:+80", .badPort),
    ])
    func refusesWhatIsNotAnAddress(text: String, problem: TrainLiveAddress.Problem) {
        #expect(throws: problem) { try TrainLiveAddress.parse(text) }
    }
}
