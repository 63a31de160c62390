import Foundation
import HubAPI
import HubRules
import Shared
import SharedTesting
import Testing

/// Every pure rule of the hub, with exact expected values; times come from a manual clock.
@Suite struct HubRulesTests {
    @Test func handlesAreNFKCAndCaseFoldedForUniqueness() throws {
        #expect(try HubHandleRules.checked("Ａｌｉｃｅ") == "Alice")  // full-width letters become ASCII
        #expect(HubHandleRules.key(try HubHandleRules.checked("ALICE")) == HubHandleRules.key("alice"))
        #expect(
            HubHandleRules.key(try HubHandleRules.checked("Straße"))
                == HubHandleRules.key(try HubHandleRules.checked("STRASSE")))
        #expect(try HubHandleRules.checked("river_runner.2") == "river_runner.2")
        #expect(try HubHandleRules.checked("跑步者") == "跑步者")
    }

    @Test(arguments: [
        "ab", String(repeating: "a", count: 31), String(repeating: "x", count: 10_000), "a b c", "evil\u{1B}[2J",
        "<script>", "a'; DROP", "",
    ])
    func badHandlesAreRefusedNamingTheField(handle: String) {
        #expect(throws: HubInputError.self) { try HubHandleRules.checked(handle) }
        #expect((try? HubHandleRules.checked(handle)) == nil)
        do {
            _ = try HubHandleRules.checked(handle)
        } catch {
            #expect(error.field == "handle")
        }
    }

    @Test func passwordsNeedTenCharactersAndFitBcrypt() {
        #expect(HubPasswordRules.problem("123456789")?.field == "password")
        #expect(HubPasswordRules.problem("1234567890") == nil)
        #expect(HubPasswordRules.problem(String(repeating: "p", count: 72)) == nil)
        #expect(
            HubPasswordRules.problem(String(repeating: "p", count: 73))?.message
                == "password is too long; use at most 72 bytes of UTF-8")
        #expect(HubPasswordRules.problem("tab\there12345") != nil)
    }

    @Test func commentsAllowLineFeedsButNoOtherControlCharacters() throws {
        let limit = HubTextRules.commentLength
        #expect(
            try HubTextRules.checked("  two\nlines ", field: "text", length: limit, allowsLineFeeds: true)
                == "two\nlines")
        #expect(throws: HubInputError.self) {
            try HubTextRules.checked("bell\u{07}", field: "text", length: limit, allowsLineFeeds: true)
        }
        #expect(throws: HubInputError.self) {
            try HubTextRules.checked("rtl \u{202E}override", field: "text", length: limit, allowsLineFeeds: true)
        }
        #expect(throws: HubInputError.self) {
            try HubTextRules.checked("   ", field: "text", length: limit, allowsLineFeeds: true)
        }
        let longest = String(repeating: "é", count: 1000)
        #expect(try HubTextRules.checked(longest, field: "text", length: limit, allowsLineFeeds: true) == longest)
        #expect(throws: HubInputError(field: "text", message: "text has 1001 characters; at most 1000 are allowed")) {
            try HubTextRules.checked(longest + "e", field: "text", length: limit, allowsLineFeeds: true)
        }
        #expect(try HubTextRules.checked("👩‍👩‍👧 emoji", field: "text", length: limit, allowsLineFeeds: true) == "👩‍👩‍👧 emoji")
    }

    @Test func aChangeLineIsOneLineOfAtMost120() throws {
        let limit = HubTextRules.changeLineLength
        let line = String(repeating: "x", count: 120)
        #expect(try HubTextRules.checked(line, field: "changeNote.line", length: limit, allowsLineFeeds: false) == line)
        #expect(throws: HubInputError.self) {
            try HubTextRules.checked(line + "x", field: "changeNote.line", length: limit, allowsLineFeeds: false)
        }
        #expect(throws: HubInputError.self) {
            try HubTextRules.checked("a\nb", field: "changeNote.line", length: limit, allowsLineFeeds: false)
        }
        #expect(try HubTextRules.checked("", field: "changeNote.line", length: limit, allowsLineFeeds: false) == "")
    }

    @Test func tagsAreLowercasedDeduplicatedAndBounded() throws {
        #expect(try HubTextRules.tags(["Home", "home", "GYM", "longer-rest"]) == ["home", "gym", "longer-rest"])
        #expect(throws: HubInputError.self) { try HubTextRules.tags(["with space"]) }
        #expect(throws: HubInputError.self) { try HubTextRules.tags(Array(repeating: "a", count: 9)) }
        #expect(throws: HubInputError.self) { try HubTextRules.tags([String(repeating: "a", count: 25)]) }
    }

    @Test func theScoreWeighsAppliesSavesCommentsAndLikes() {
        #expect(HubRanking.score(applies: 1, saves: 0, comments: 0, likes: 0) == 3)
        #expect(HubRanking.score(applies: 0, saves: 1, comments: 0, likes: 0) == 2)
        #expect(HubRanking.score(applies: 0, saves: 0, comments: 1, likes: 0) == 1)
        #expect(HubRanking.score(applies: 0, saves: 0, comments: 0, likes: 1) == 0.5)
        #expect(HubRanking.score(applies: 2, saves: 3, comments: 4, likes: 5) == 18.5)
    }

    @Test func oneHalfLifeOfAgeHalvesTheWeightWithoutRecomputing() {
        let clock = ManualWallClock()
        let older = HubRanking.hot(score: 3, createdAt: clock.now(), upheldReports: 0)
        clock.advance(by: HubRanking.halfLifeSeconds)
        let newer = HubRanking.hot(score: 1, createdAt: clock.now(), upheldReports: 0)
        // (1 + 3) / 2 == 1 + 1: equal weight now, and the keys never change as time passes.
        #expect(abs(older - newer) < 1e-9)
        #expect(abs(HubRanking.decayedScore(hot: older, now: clock.now()) - 1) < 1e-9)
        clock.advance(by: 10 * 86_400)
        #expect(abs(HubRanking.decayedScore(hot: newer, now: clock.now()) - (2 * pow(2, -10 / 3.0) - 1)) < 1e-9)
    }

    @Test func anUpheldReportHalvesTheWeight() {
        let now = ManualWallClock().now()
        let fresh = HubRanking.hot(score: 7, createdAt: now, upheldReports: 0)
        let demoted = HubRanking.hot(score: 7, createdAt: now, upheldReports: 1)
        #expect(abs(HubRanking.decayedScore(hot: fresh, now: now) - 7) < 1e-9)
        #expect(abs(HubRanking.decayedScore(hot: demoted, now: now) - 3) < 1e-9)  // (1 + 7) / 2 − 1
        #expect(demoted < HubRanking.hot(score: 4, createdAt: now, upheldReports: 0))
    }

    @Test func aRateLimitCountsFixedWindowsAndSaysWhenToRetry() {
        let clock = ManualWallClock()  // 1,800,000,000: a multiple of 600
        let limit = HubRateLimit(name: "comment", maximum: 3, windowSeconds: 600, noun: "comments")
        let epoch = Int(clock.now().timeIntervalSince1970)
        #expect(limit.windowStart(at: epoch + 599) == epoch)
        #expect(limit.decision(count: 3, at: epoch + 100) == .allowed)
        let refused = limit.decision(count: 4, at: epoch + 100)
        #expect(refused == .limited(limit, retryAfterSeconds: 500))
        #expect(
            refused.sentence
                == "Too many comments: the limit is at most 3 comments every 10 minutes. Try again in 9 minutes.")
        #expect(limit.decision(count: 4, at: epoch + 590).sentence?.hasSuffix("Try again in 10 seconds.") == true)
        let hourly = HubRateLimit(name: "account", maximum: 5, windowSeconds: 3600, noun: "new accounts")
        #expect(hourly.allowance == "at most 5 new accounts every hour")
    }

    @Test func cursorsRoundTripAndRefuseTampering() throws {
        let score = HubCursor.score(hot: 6944.123456789, sequence: 42)
        #expect(try HubCursor.parse(score.text, for: .score) == score)
        let sequence = HubCursor.sequence(7)
        #expect(try HubCursor.parse(sequence.text, for: .sequence) == sequence)
        #expect(throws: HubInputError.self) { try HubCursor.parse(score.text, for: .sequence) }
        for bad in ["", "!!!", "bi4w", "bi4tMQ", String(repeating: "A", count: 65), "cy5ub3QuYQ"] {
            #expect(throws: HubInputError.self, "\(bad)") { try HubCursor.parse(bad, for: .sequence) }
            #expect(throws: HubInputError.self, "\(bad)") { try HubCursor.parse(bad, for: .score) }
        }
    }

    @Test func searchParametersAreCheckedNamingTheField() throws {
        let query = try HubSearchRules.query([
            ("q", "legs"), ("duration", "10-20"), ("sets", "6-10"), ("ratio", "2:1"), ("tag", "Home"), ("tag", "gym"),
            ("noMusic", "true"), ("sort", "new"), ("limit", "50"),
        ])
        #expect(
            query
                == HubPostQuery(
                    text: "legs", duration: .from10To20, sets: .from6To10, ratio: .twoToOne, tags: ["home", "gym"],
                    noMusic: true, sort: .new, limit: 50))
        for (name, value) in [
            ("limit", "0"), ("limit", "101"), ("limit", "-5"), ("limit", "99999999999999999999"), ("limit", "ten"),
            ("duration", "5-10"), ("sort", "hot"), ("noMusic", "yes"), ("ratio", "4:1"), ("page", "2"),
            ("q", "bell\u{07}"), ("q", String(repeating: "q", count: 201)),
        ] {
            #expect(throws: HubInputError.self, "\(name)=\(value)") { try HubSearchRules.query([(name, value)]) }
            do {
                _ = try HubSearchRules.query([(name, value)])
            } catch {
                #expect(error.field == name)
            }
        }
        #expect(throws: HubInputError.self) { try HubSearchRules.query([("sort", "new"), ("sort", "score")]) }
        #expect(HubSearchRules.terms("Legs, \"DROP\" *TABLE*; 腿部 x") == ["legs", "drop", "table", "腿部", "x"])
    }

    @Test func queryStringsDecodePlusAndEscapesAndRefuseBrokenOnes() throws {
        let pairs = try HubQueryString.parse("q=leg+day%21&tag=home&tag=gym&empty")
        #expect(pairs.map { "\($0.name)=\($0.value)" } == ["q=leg day!", "tag=home", "tag=gym", "empty="])
        #expect(throws: HubInputError.self) { try HubQueryString.parse("q=%zz") }
        #expect(throws: HubInputError.self) { try HubQueryString.parse("q=%ff%fe") }
        #expect(try HubQueryString.parse("").isEmpty)
    }

    @Test func jsonBodiesAreCheckedBeforeDecoding() throws {
        let body = Array(#"{"title":"x","plan":{"a":[1,{"b":"}"}]},"z":1}"#.utf8)
        let range = try #require(try HubJSONInspector.inspect(body, member: "plan"))
        #expect(String(decoding: body[range], as: UTF8.self) == #"{"a":[1,{"b":"}"}]}"#)
        let seven = Array(#"{"plan": 7 }"#.utf8)
        #expect(
            try HubJSONInspector.inspect(seven, member: "plan").map { String(decoding: seven[$0], as: UTF8.self) }
                == " 7 ")
        let deep = Array((String(repeating: "[", count: 33) + String(repeating: "]", count: 33)).utf8)
        #expect(throws: HubJSONInspector.Problem.notAnObject) { try HubJSONInspector.inspect(deep) }
        let deepObject = Array(
            ("{\"a\":" + String(repeating: "[", count: 32) + String(repeating: "]", count: 32) + "}").utf8)
        #expect(throws: HubJSONInspector.Problem.tooDeep) { try HubJSONInspector.inspect(deepObject) }
        #expect(throws: HubJSONInspector.Problem.invalidUTF8) { try HubJSONInspector.inspect([0x7B, 0xFF, 0x7D]) }
        #expect(throws: HubJSONInspector.Problem.notAnObject) { try HubJSONInspector.inspect(Array("[]".utf8)) }
        #expect(throws: HubJSONInspector.Problem.notAnObject) { try HubJSONInspector.inspect(Array("{} {}".utf8)) }
    }

    @Test func tokensAreKeptAsSHA256() {
        #expect(HubTokenHash.of("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let token = RandomHubSecretGenerator().makeToken()
        #expect(token.count == 43)
        #expect(token != RandomHubSecretGenerator().makeToken())
    }

    @Test func permissions() {
        #expect(HubPermissions.canSee(visibility: .private, hidden: true, isAuthor: true, viewerBlockedAuthor: false))
        #expect(
            !HubPermissions.canSee(visibility: .private, hidden: false, isAuthor: false, viewerBlockedAuthor: false))
        #expect(!HubPermissions.canSee(visibility: .public, hidden: true, isAuthor: false, viewerBlockedAuthor: false))
        #expect(!HubPermissions.canSee(visibility: .public, hidden: false, isAuthor: false, viewerBlockedAuthor: true))
        #expect(HubPermissions.canSee(visibility: .public, hidden: false, isAuthor: false, viewerBlockedAuthor: false))
        #expect(HubPermissions.canDeleteComment(isCommenter: false, isPostAuthor: true))
        #expect(!HubPermissions.canDeleteComment(isCommenter: false, isPostAuthor: false))
        #expect(HubPermissions.canComment(commentsEnabled: false, authorBlockedCommenter: true) == .blocked)
        #expect(HubPermissions.canComment(commentsEnabled: false, authorBlockedCommenter: false) == .closed)
        #expect(HubPermissions.canComment(commentsEnabled: true, authorBlockedCommenter: false) == nil)
    }

    @Test func postFactsComeFromTheContent() {
        let tabata = PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10)
        let facts = HubPostFacts(content: tabata)
        #expect(facts.totalSeconds == 230)
        #expect(facts.duration == .upTo10)
        #expect(facts.sets == .from6To10)
        #expect(facts.ratio == .twoToOne)
        #expect(facts.noMusic)
        #expect(facts.contentHash == ContentHash(content: tabata).value)
    }
}
