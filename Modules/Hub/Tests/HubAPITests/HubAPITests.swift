import Foundation
import HubAPI
import Shared
import Testing

/// The wire types: the embedded contract equals the file, dates and nulls are written as clients expect.
@Suite struct HubAPITests {
    @Test func theEmbeddedContractIsTheFile() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("openapi.yaml")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(
            HubOpenAPI.document + "\n" == text, "run scripts/testing/hub_embed_openapi.py after editing openapi.yaml")
    }

    @Test func timestampsRoundTripToTheSecond() {
        let date = Date(timeIntervalSince1970: 1_800_000_123.9)
        #expect(HubTimestamp.text(date) == "2027-01-15T08:02:03Z")
        #expect(HubTimestamp.date("2027-01-15T08:02:03Z") == Date(timeIntervalSince1970: 1_800_000_123))
        #expect(HubTimestamp.text(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
        #expect(HubTimestamp.date("2026-02-30T00:00:00Z") == nil)
        #expect(HubTimestamp.date("2026-01-01 00:00:00Z") == nil)
        #expect(HubTimestamp.date("2026-01-01T24:00:00Z") == nil)
    }

    @Test func aLastPageSaysNextCursorNull() throws {
        let data = try HubJSON.encoder().encode(HubPostPage(posts: [], nextCursor: nil))
        #expect(String(decoding: data, as: UTF8.self) == #"{"nextCursor":null,"posts":[]}"#)
        let comments = try HubJSON.encoder().encode(HubCommentPage(comments: [], nextCursor: "abc"))
        #expect(String(decoding: comments, as: UTF8.self) == #"{"comments":[],"nextCursor":"abc"}"#)
    }

    @Test func anErrorBodyHasTheContractShape() throws {
        let body = HubErrorBody(
            error: HubErrorDetail(code: .duplicatePost, message: "already published"), existingId: "p1")
        let text = String(decoding: try HubJSON.encoder().encode(body), as: UTF8.self)
        #expect(text == #"{"error":{"code":"duplicate_post","message":"already published"},"existingId":"p1"}"#)
    }

    @Test func aDraftTakesThePublishDefaults() throws {
        let json = #"{"title":"T","plan":{"formatVersion":1,"name":"P","setsCount":8,"workSeconds":20}}"#
        let draft = try HubJSON.decoder().decode(HubPostDraft.self, from: Data(json.utf8))
        #expect(draft.visibility == .public)
        #expect(draft.commentsEnabled)
        #expect(draft.changeNote == HubChangeNote(chips: [], line: ""))
        #expect(draft.plan.content.setsCount == 8)
    }

    @Test(arguments: [(599, "0-10"), (600, "10-20"), (1199, "10-20"), (1200, "20-40"), (2399, "20-40"), (2400, "40+")])
    func durationBucketsIncludeTheirLowerBound(seconds: Int, bucket: String) {
        #expect(HubDurationBucket(totalSeconds: seconds).rawValue == bucket)
    }

    @Test(arguments: [(1, "1-5"), (5, "1-5"), (6, "6-10"), (10, "6-10"), (11, "11-20"), (20, "11-20"), (21, "20+")])
    func setsBuckets(sets: Int, bucket: String) {
        #expect(HubSetsBucket(totalSets: sets).rawValue == bucket)
    }

    @Test(arguments: [
        (8, 40, 10, "3:1"), (8, 20, 10, "2:1"), (8, 30, 30, "1:1"), (8, 10, 20, "1:2"), (8, 10, 40, "1:3"),
        (1, 60, 30, "work-only"), (8, 60, 0, "work-only"), (8, 24, 10, "2:1"), (8, 25, 10, "3:1"),
    ])
    func ratioBucketsTakeTheNearest(sets: Int, work: Int, rest: Int, bucket: String) {
        #expect(HubRatioBucket(setsCount: sets, workSeconds: work, restSeconds: rest).rawValue == bucket)
    }

    @Test func queryParametersLeaveDefaultsOut() {
        let query = HubPostQuery(text: "legs", duration: .from10To20, tags: ["home", "gym"], sort: .new, limit: 50)
        #expect(
            query.parameters.map { "\($0.name)=\($0.value)" } == [
                "q=legs", "duration=10-20", "tag=home", "tag=gym", "sort=new", "limit=50",
            ])
        #expect(HubPostQuery().parameters.isEmpty)
    }
}
