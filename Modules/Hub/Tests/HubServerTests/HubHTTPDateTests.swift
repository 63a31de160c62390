import Foundation
import Shared
import Testing

@testable import HubServer

/// The `Date` header of answers the page shortcut writes: IMF-fixdate, from the injected clock.
@Suite struct HubHTTPDateTests {
    /// A clock standing still at a given instant.
    struct StillClock: WallClock {
        let instant: Date
        func now() -> Date { instant }
    }

    @Test func theRFCsExampleAndTheClocksSecond() {
        #expect(HubHTTPDate.format(784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HubHTTPDate.format(0) == "Thu, 01 Jan 1970 00:00:00 GMT")
        let date = HubHTTPDate(clock: StillClock(instant: Date(timeIntervalSince1970: 1_795_738_029.9)))
        #expect(date.now == "Fri, 27 Nov 2026 00:07:09 GMT")
    }
}
