import Foundation
import HubAPI
import HubAdmin
import HubRules
import HubStore
import Shared
import SharedTesting
import Testing

/// The hub through real HTTP on 127.0.0.1: every answer checked for its one status and its exact fields.
@Suite struct HubServerTests {
    @Test func accountsSessionsAndTokens() async throws {
        try await HubTestServer.with { hub in
            let created = try await hub.http.send(
                "POST", "/v1/accounts", json: #"{"handle":"Ａｌｉｃｅ","password":"correct horse"}"#)
            #expect(created.status == 201)
            #expect(created.text == #"{"createdAt":"2027-01-15T08:00:00Z","handle":"Alice"}"#)
            let taken = try await hub.http.send(
                "POST", "/v1/accounts", json: #"{"handle":"ALICE","password":"correct horse"}"#)
            #expect((taken.status, taken.code, taken.field) == (409, "handle_taken", "handle"))
            let short = try await hub.http.send("POST", "/v1/accounts", json: #"{"handle":"bob","password":"short"}"#)
            #expect((short.status, short.code, short.field) == (400, "invalid_field", "password"))
            let session = try await hub.http.send(
                "POST", "/v1/sessions", json: #"{"handle":"alice","password":"correct horse"}"#)
            #expect(session.status == 201)
            #expect(session.text == #"{"expiresAt":"2027-02-14T08:00:00Z","handle":"Alice","token":"token-0001"}"#)
            let wrong = try await hub.http.send(
                "POST", "/v1/sessions", json: #"{"handle":"alice","password":"wrong horse"}"#)
            let unknown = try await hub.http.send(
                "POST", "/v1/sessions", json: #"{"handle":"nobody","password":"wrong horse"}"#)
            #expect((wrong.status, unknown.status) == (401, 401))
            #expect(wrong.text == unknown.text)  // the answer does not tell whether the handle exists
            let whoami = try await hub.http.send("GET", "/v1/sessions/current", token: "token-0001")
            #expect(whoami.text == #"{"expiresAt":"2027-02-14T08:00:00Z","handle":"Alice"}"#)
            #expect(try await hub.http.send("GET", "/v1/sessions/current", token: "forged").status == 401)
            #expect(try await hub.http.send("GET", "/v1/sessions/current").status == 401)
            #expect(try await hub.http.send("DELETE", "/v1/sessions/current", token: "token-0001").status == 204)
            #expect(try await hub.http.send("GET", "/v1/sessions/current", token: "token-0001").status == 401)
            // Expiry: a new token is refused once 30 days have passed.
            _ = try await hub.http.send("POST", "/v1/sessions", json: #"{"handle":"alice","password":"correct horse"}"#)
            hub.clock.advance(by: 30 * 86_400)
            #expect(try await hub.http.send("GET", "/v1/sessions/current", token: "token-0002").status == 401)
        }
    }

    @Test func signInFailuresAreThrottledWithoutRevealingTheHandle() async throws {
        var limits = HubTestServer.relaxed
        limits.loginFailuresPerHandle = HubRateLimit(
            name: "login-handle", maximum: 2, windowSeconds: 900, noun: "failed sign-ins for this handle")
        try await HubTestServer.with(limits: limits) { hub in
            _ = try await hub.signUp("alice")
            for handle in ["alice", "nobody"] {
                for _ in 0..<2 {
                    let failed = try await hub.http.send(
                        "POST", "/v1/sessions", json: #"{"handle":"\#(handle)","password":"wrong password"}"#)
                    #expect(failed.status == 401)
                }
                let limited = try await hub.http.send(
                    "POST", "/v1/sessions", json: #"{"handle":"\#(handle)","password":"correct horse battery"}"#)
                #expect((limited.status, limited.code) == (429, "rate_limited"))
                #expect(limited.headers["retry-after"] == "900")
                #expect(
                    limited.message
                        == "Too many failed sign-ins for this handle: the limit is at most 2 failed sign-ins for this handle every 15 minutes. Try again in 15 minutes."
                )
            }
            hub.clock.advance(by: 900)
            #expect(
                try await hub.http.send(
                    "POST", "/v1/sessions", json: #"{"handle":"alice","password":"correct horse battery"}"#
                ).status == 201)
        }
    }

    @Test func publishDuplicatesAndInvalidPlans() async throws {
        try await HubTestServer.with { hub in
            let token = try await hub.signUp("alice")
            let plan = HubTestServer.planFile()
            let body =
                #"{"title":"Tabata","plan":\#(plan),"changeNote":{"chips":["beginner"],"line":"first"},"tags":["Home"],"visibility":"public","commentsEnabled":true}"#
            let created = try await hub.http.send("POST", "/v1/posts", json: body, token: token)
            #expect(created.status == 201)
            let id = try #require(created.json["id"] as? String)
            #expect(created.json["summary"] as? String == "8×(20/10) = 3:50")
            #expect(created.json["tags"] as? [String] == ["home"])
            let detail = try #require(created.json["detail"] as? [String: Any])
            #expect(
                detail["contentHash"] as? String
                    == ContentHash(content: PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10)).value)
            #expect((detail["plan"] as? [String: Any])?["versionId"] as? String == detail["versionId"] as? String)
            let again = try await hub.http.send(
                "POST", "/v1/posts",
                json: body.replacingOccurrences(of: "\"Tabata\",\"plan\"", with: "\"Other\",\"plan\""), token: token)
            #expect((again.status, again.code, again.json["existingId"] as? String) == (409, "duplicate_post", id))
            let badPlan = try await hub.http.send(
                "POST", "/v1/posts", json: #"{"title":"x","plan":\#(HubTestServer.planFile(sets: 0))}"#, token: token)
            #expect((badPlan.status, badPlan.code, badPlan.field) == (400, "invalid_plan", "plan.setsCount"))
            let longLine = String(repeating: "x", count: 121)
            let badNote = try await hub.http.send(
                "POST", "/v1/posts",
                json: #"{"title":"x","plan":\#(HubTestServer.planFile(sets: 9)),"changeNote":{"line":"\#(longLine)"}}"#,
                token: token)
            #expect((badNote.status, badNote.field) == (400, "changeNote.line"))
            #expect(try await hub.http.send("POST", "/v1/posts", json: body).status == 401)
            #expect(try await hub.http.send("POST", "/v1/posts", json: body, token: "forged").status == 401)
            let search = try await hub.http.send("GET", "/v1/posts?sort=new")
            #expect((search.json["posts"] as? [Any])?.count == 1)  // nothing else was stored
        }
    }

    @Test func searchFiltersSortsAndPagesWithACursor() async throws {
        try await HubTestServer.with { hub in
            let token = try await hub.signUp("alice")
            var ids: [String] = []
            for sets in [4, 8, 12, 16, 24] {
                ids.append(try await hub.publish(token, title: "Legs \(sets)", sets: sets))
                hub.clock.advance(by: 60)
            }
            func page(_ query: String) async throws -> (ids: [String], next: String?) {
                let answer = try await hub.http.send("GET", "/v1/posts?" + query)
                #expect(answer.status == 200, "\(query): \(answer.text)")
                let posts = answer.json["posts"] as? [[String: Any]] ?? []
                return (posts.compactMap { $0["id"] as? String }, answer.json["nextCursor"] as? String)
            }
            #expect(try await page("sets=11-20&sort=new").ids == [ids[3], ids[2]])
            #expect(try await page("q=legs&duration=10-20&sort=new").ids == [ids[4]])  // 24×(20/10) = 11:50
            #expect(try await page("q=legs&duration=0-10&sort=new").ids == [ids[3], ids[2], ids[1], ids[0]])
            #expect(try await page("q=LEG&ratio=2:1&sets=1-5").ids == [ids[0]])
            #expect(try await page("q=%22%3B+DROP+TABLE+posts%3B+--").ids == [])
            let first = try await page("limit=2")
            #expect(first.ids == [ids[4], ids[3]])
            let second = try await page("limit=2&cursor=" + (first.next ?? ""))
            #expect(second.ids == [ids[2], ids[1]])
            let third = try await page("limit=2&cursor=" + (second.next ?? ""))
            #expect(third.ids == [ids[0]])
            #expect(third.next == nil)
            for bad in [
                "limit=0", "limit=-1", "limit=101", "limit=99999999999999999999", "cursor=forged", "duration=1-2",
                "page=2", "tag=a%20b",
            ] {
                let answer = try await hub.http.send("GET", "/v1/posts?" + bad)
                #expect((answer.status, answer.code) == (400, "invalid_field"), "\(bad)")
                #expect(answer.field == String(bad.split(separator: "=")[0]), "\(bad)")
            }
        }
    }

    @Test func reusedAnonymousAnswersFollowEveryChange() async throws {
        try await HubTestServer.with { hub in
            let alice = try await hub.signUp("alice")
            let bob = try await hub.signUp("bob")
            let first = try await hub.publish(alice, title: "Legs one", sets: 4)
            let second = try await hub.publish(alice, title: "Legs two", sets: 5)
            func ids() async throws -> [String] {
                let answer = try await hub.http.send("GET", "/v1/posts?q=legs")
                return (answer.json["posts"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
            }
            #expect(try await ids() == [second, first])
            #expect(try await ids() == [second, first])  // the kept answer
            _ = try await hub.http.send("POST", "/v1/posts/\(first)/apply", token: bob)
            #expect(try await ids() == [first, second])  // a counter moved the ranking
            let third = try await hub.publish(alice, title: "Legs three", sets: 6)
            #expect(try await ids().contains(third))
            let filed = try await hub.http.send(
                "POST", "/v1/reports", json: #"{"targetKind":"post","targetId":"\#(first)","reason":"spam"}"#,
                token: bob)
            let admin = HubOperator(store: hub.store, location: "test", clock: hub.clock, ids: SequentialIDProvider())
            _ = try await admin.resolve(receipt: filed.json["receipt"] as? String ?? "", resolution: .hide, note: "")
            #expect(try await ids() == [third, second])  // hidden at once
        }
    }

    @Test func anyoneReadsTheSummarySignedInReadersTheDetail() async throws {
        try await HubTestServer.with { hub in
            let token = try await hub.signUp("alice")
            let id = try await hub.publish(token, extra: #","notes":"Go hard"}"#.dropLast().description)
            let anonymous = try await hub.http.send("GET", "/v1/posts/\(id)")
            #expect(anonymous.status == 200)
            #expect(anonymous.json["detail"] == nil)
            #expect(anonymous.json["author"] as? String == "alice")
            let signedIn = try await hub.http.send("GET", "/v1/posts/\(id)", token: token)
            #expect((signedIn.json["detail"] as? [String: Any])?["notes"] as? String == "Go hard")
            #expect(try await hub.http.send("GET", "/v1/posts/missing").status == 404)
            #expect(try await hub.http.send("GET", "/v1/posts/\(String(repeating: "x", count: 65))").status == 404)
        }
    }

    @Test func anAnonymousPageIsRevalidatedAndFollowsEveryChange() async throws {
        try await HubTestServer.with { hub in
            let alice = try await hub.signUp("alice")
            let bob = try await hub.signUp("bob")
            let id = try await hub.publish(alice, title: "Legs one", sets: 4)
            let page = try await hub.http.send("GET", "/v1/posts/\(id)")
            let tag = try #require(page.headers["etag"])
            #expect(page.status == 200)
            #expect(page.headers["cache-control"] == "no-cache")
            #expect(tag.count == 34 && tag.hasPrefix("\"") && tag.hasSuffix("\""))
            // The same bytes again: 304 for the tag alone, in a list, weak, or `*`; 200 for another tag.
            for held in [tag, "\"x\", \(tag)", "W/\(tag)", "*"] {
                let again = try await hub.http.send("GET", "/v1/posts/\(id)", headers: ["If-None-Match": held])
                #expect((again.status, again.body.count, again.headers["etag"]) == (304, 0, tag), "\(held)")
            }
            let other = try await hub.http.send("GET", "/v1/posts/\(id)", headers: ["If-None-Match": "\"x\""])
            #expect((other.status, other.body) == (200, page.body))
            // A like changes the page: the held tag no longer matches, the new page has the new count.
            #expect(try await hub.http.send("PUT", "/v1/posts/\(id)/like", token: bob).status == 204)
            let liked = try await hub.http.send("GET", "/v1/posts/\(id)", headers: ["If-None-Match": tag])
            #expect(liked.status == 200)
            #expect(liked.json["likeCount"] as? Int == 1)
            #expect(liked.headers["etag"] != tag)
            // Signed-in readers get their own page (detail and marks), never the shared one.
            let signedIn = try await hub.http.send("GET", "/v1/posts/\(id)", token: bob)
            #expect(signedIn.headers["etag"] == nil)
            #expect(signedIn.json["liked"] as? Bool == true)
            // Private at once: 404 for anonymous readers, whatever tag they hold.
            let hidden = try await hub.http.send(
                "PATCH", "/v1/posts/\(id)", json: #"{"visibility":"private"}"#, token: alice)
            #expect(hidden.status == 200)
            let gone = try await hub.http.send(
                "GET", "/v1/posts/\(id)", headers: ["If-None-Match": liked.headers["etag"] ?? ""])
            #expect(gone.status == 404)
        }
    }

    @Test func aKeptPageIsAnsweredBeforeTheRouterWithTheSameBytesAndInOrder() async throws {
        try await HubTestServer.with { hub in
            let alice = try await hub.signUp("alice")
            let bob = try await hub.signUp("bob")
            let id = try await hub.publish(alice, title: "Legs one", sets: 4)
            // `Connection: close` always goes through the router, which keeps the page.
            let routed = try await hub.http.send("GET", "/v1/posts/\(id)")
            let tag = try #require(routed.headers["etag"])
            // Pipelined on one connection: the kept page, the same with its tag, another route, the page again.
            let page = ("GET /v1/posts/\(id)", [String: String]())
            let answers = try await hub.http.converse([
                page, ("GET /v1/posts/\(id)", ["If-None-Match": tag]), ("GET /health", [:]), page,
            ])
            #expect(answers.map(\.status) == [200, 304, 200, 200])
            #expect(
                answers.map(\.body) == [
                    routed.body, Data(), Data(#"{"status":"ok","store":"sqlite"}"#.utf8), routed.body,
                ])
            for name in ["etag", "cache-control", "content-type", "content-length", "server"] {
                #expect(answers[0].headers[name] == routed.headers[name], "\(name)")
            }
            #expect(answers[1].headers["etag"] == tag)
            let ids = Set(([routed] + answers).compactMap { $0.headers["x-request-id"] })
            #expect(ids.count == 5)
            let date = try #require(answers[0].headers["date"])
            #expect(date.hasSuffix(" GMT") && date.count == 29, "\(date)")
            // Many pipelined at once (more than wait behind one request before reading stops): all, in order.
            let many = try await hub.http.converse(Array(repeating: page, count: 40) + [("GET /health", [:])])
            #expect(many.map(\.status) == Array(repeating: 200, count: 41))
            #expect(many.dropLast().allSatisfy { $0.body == routed.body })
            // Every answer is counted under the route, whichever way it went.
            let metrics = try await hub.http.send("GET", "/metrics")
            #expect(metrics.text.contains(#"hub_requests_total{method="GET",route="/v1/posts/{id}",status="200"} 43"#))
            #expect(metrics.text.contains(#"hub_requests_total{method="GET",route="/v1/posts/{id}",status="304"} 1"#))
            // A change is seen by the very next request on a kept-alive connection; a reader who signs in is never
            // answered from the kept page.
            #expect(try await hub.http.send("PUT", "/v1/posts/\(id)/like", token: bob).status == 204)
            let after = try await hub.http.converse([page, ("GET /v1/posts/\(id)", ["Authorization": "Bearer \(bob)"])])
            #expect(after.map(\.status) == [200, 200])
            #expect(after[0].json["likeCount"] as? Int == 1)
            #expect(after[0].headers["etag"] != tag)
            #expect((after[1].json["liked"] as? Bool, after[1].headers["etag"]) == (true, nil))
            #expect(
                try await hub.http.send("PATCH", "/v1/posts/\(id)", json: #"{"visibility":"private"}"#, token: alice)
                    .status == 200)
            let hidden = try await hub.http.converse([page, page])
            #expect(hidden.map(\.status) == [404, 404])
            // The store fails while a page waits for its data version: the router answers the failure, and the
            // connection goes on with the requests behind it, in order.
            try hub.store.close()
            let failing = try await hub.http.converse([page, ("GET /health", [:]), page])
            #expect(failing.map(\.status) == [503, 503, 503])
            #expect(failing.map(\.code) == ["unavailable", nil, "unavailable"])
            #expect(failing[1].json["status"] as? String == "unavailable")
        }
    }

    @Test func anApplyCountsOncePerAccountOrInstall() async throws {
        try await HubTestServer.with { hub in
            let alice = try await hub.signUp("alice")
            let bob = try await hub.signUp("bob")
            let id = try await hub.publish(alice)
            for _ in 0..<2 {
                let answer = try await hub.http.send(
                    "POST", "/v1/posts/\(id)/apply", headers: ["Interfit-Install-Id": "0123abcd-4567"])
                #expect(answer.status == 200)
                #expect(Set(answer.json.keys) == ["plan", "versionId", "contentHash"])
                #expect(
                    answer.json["contentHash"] as? String
                        == ContentHash(content: PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10)).value)
                _ = try await hub.http.send("POST", "/v1/posts/\(id)/apply", token: bob)
            }
            _ = try await hub.http.send("POST", "/v1/posts/\(id)/apply")  // neither: answered, not counted
            let post = try await hub.http.send("GET", "/v1/posts/\(id)")
            #expect(post.json["applyCount"] as? Int == 2)
            let bad = try await hub.http.send(
                "POST", "/v1/posts/\(id)/apply", headers: ["Interfit-Install-Id": "<script>"])
            #expect((bad.status, bad.field) == (400, "Interfit-Install-Id"))
            #expect(try await hub.http.send("POST", "/v1/posts/missing/apply").status == 404)
        }
    }

    @Test func commentsLikesAndSaves() async throws {
        try await HubTestServer.with { hub in
            let alice = try await hub.signUp("alice")
            let bob = try await hub.signUp("bob")
            let carol = try await hub.signUp("carol")
            let id = try await hub.publish(alice)
            let markup = #"<script>alert(1)</script> '; DROP TABLE comments; --"#
            let comment = try await hub.http.send(
                "POST", "/v1/posts/\(id)/comments", json: #"{"text":"\#(markup)"}"#, token: bob)
            #expect(comment.status == 201)
            #expect(comment.json["text"] as? String == markup)  // kept as text, escaped by JSON, never interpreted
            let commentId = try #require(comment.json["id"] as? String)
            let carols = try await hub.http.send(
                "POST", "/v1/posts/\(id)/comments", json: #"{"text":"nice"}"#, token: carol)
            let list = try await hub.http.send("GET", "/v1/posts/\(id)/comments")
            #expect(
                (list.json["comments"] as? [[String: Any]])?.compactMap { $0["author"] as? String } == ["bob", "carol"])
            #expect(try await hub.http.send("DELETE", "/v1/comments/\(commentId)", token: carol).status == 403)
            #expect(try await hub.http.send("DELETE", "/v1/comments/\(commentId)", token: alice).status == 204)
            #expect(
                try await hub.http.send("DELETE", "/v1/comments/\(carols.json["id"] as? String ?? "")", token: carol)
                    .status == 204)
            let closed = try await hub.http.send(
                "PATCH", "/v1/posts/\(id)", json: #"{"commentsEnabled":false}"#, token: alice)
            #expect((closed.status, closed.json["commentsEnabled"] as? Bool) == (200, false))
            #expect(
                try await hub.http.send("PATCH", "/v1/posts/\(id)", json: #"{"commentsEnabled":true}"#, token: bob)
                    .status == 403)
            let refused = try await hub.http.send(
                "POST", "/v1/posts/\(id)/comments", json: #"{"text":"more"}"#, token: bob)
            #expect((refused.status, refused.code) == (403, "comments_closed"))
            let tooLong = try await hub.http.send(
                "POST", "/v1/posts/\(id)/comments", json: #"{"text":"\#(String(repeating: "a", count: 1001))"}"#,
                token: bob)
            #expect((tooLong.status, tooLong.field) == (400, "text"))
            for path in ["like", "save"] {
                #expect(try await hub.http.send("PUT", "/v1/posts/\(id)/\(path)", token: bob).status == 204)
                #expect(try await hub.http.send("PUT", "/v1/posts/\(id)/\(path)", token: bob).status == 204)
                #expect(try await hub.http.send("PUT", "/v1/posts/\(id)/\(path)").status == 401)
                #expect(try await hub.http.send("PUT", "/v1/posts/missing/\(path)", token: bob).status == 404)
            }
            var post = try await hub.http.send("GET", "/v1/posts/\(id)", token: bob)
            #expect(post.json["likeCount"] as? Int == 1)
            #expect(post.json["saveCount"] as? Int == 1)
            #expect(post.json["commentCount"] as? Int == 0)
            #expect((post.json["liked"] as? Bool, post.json["saved"] as? Bool) == (true, true))
            #expect(try await hub.http.send("DELETE", "/v1/posts/\(id)/like", token: bob).status == 204)
            post = try await hub.http.send("GET", "/v1/posts/\(id)")
            #expect(post.json["likeCount"] as? Int == 0)
            #expect(post.json["liked"] == nil && post.json["saved"] == nil)  // anonymous: no marks at all
        }
    }

    @Test func mySavedAndOwnPostsPageWithACursorAndCarryMarks() async throws {
        try await HubTestServer.with { hub in
            let alice = try await hub.signUp("alice")
            let bob = try await hub.signUp("bob")
            let first = try await hub.publish(alice, title: "One", sets: 4)
            let second = try await hub.publish(alice, title: "Two", sets: 5, extra: #","visibility":"private""#)
            let third = try await hub.publish(alice, title: "Three", sets: 6)
            func ids(_ answer: HubTestHTTP.Answer) -> [String] {
                (answer.json["posts"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
            }
            let own = try await hub.http.send("GET", "/v1/me/posts?limit=2", token: alice)
            #expect(own.status == 200)
            #expect(ids(own) == [third, second])
            let cursor = try #require(own.json["nextCursor"] as? String)
            let rest = try await hub.http.send("GET", "/v1/me/posts?limit=2&cursor=\(cursor)", token: alice)
            #expect(ids(rest) == [first])
            #expect(rest.json["nextCursor"] is NSNull)
            for id in [first, third] {
                #expect(try await hub.http.send("PUT", "/v1/posts/\(id)/save", token: bob).status == 204)
                hub.clock.advance(by: 5)
            }
            #expect(try await hub.http.send("PUT", "/v1/posts/\(first)/like", token: bob).status == 204)
            let saved = try await hub.http.send("GET", "/v1/me/saved?limit=1", token: bob)
            #expect(ids(saved) == [third])
            let post = try #require((saved.json["posts"] as? [[String: Any]])?.first)
            #expect((post["liked"] as? Bool, post["saved"] as? Bool) == (false, true))
            #expect(post["detail"] == nil)
            let next = try #require(saved.json["nextCursor"] as? String)
            let older = try await hub.http.send("GET", "/v1/me/saved?limit=1&cursor=\(next)", token: bob)
            #expect(ids(older) == [first])
            let marked = try #require((older.json["posts"] as? [[String: Any]])?.first)
            #expect((marked["liked"] as? Bool, marked["saved"] as? Bool) == (true, true))
            // Search and a post's page tell a signed-in reader the same marks; anonymous readers get none.
            let search = try await hub.http.send("GET", "/v1/posts?sort=new", token: bob)
            let marks = (search.json["posts"] as? [[String: Any]])?.map { ($0["liked"] as? Bool, $0["saved"] as? Bool) }
            #expect(marks?.count == 2)
            #expect(marks?.first.map { $0 == (false, true) } == true)
            #expect(marks?.last.map { $0 == (true, true) } == true)
            let anonymous = try await hub.http.send("GET", "/v1/posts?sort=new")
            #expect((anonymous.json["posts"] as? [[String: Any]])?.allSatisfy { $0["liked"] == nil } == true)
            let shown = try await hub.http.send("GET", "/v1/posts/\(third)", token: bob)
            #expect((shown.json["liked"] as? Bool, shown.json["saved"] as? Bool) == (false, true))
            #expect(try await hub.http.send("GET", "/v1/me/saved").status == 401)
            #expect(try await hub.http.send("GET", "/v1/me/posts").status == 401)
            let badCursor = try await hub.http.send("GET", "/v1/me/saved?cursor=\(cursor)", token: bob)
            #expect((badCursor.status, badCursor.field) == (400, "cursor"))  // a cursor of another listing
            let unknown = try await hub.http.send("GET", "/v1/me/posts?sort=new", token: alice)
            #expect((unknown.status, unknown.field) == (400, "sort"))
        }
    }

    @Test func reportsHaveAReceiptWhoseStatusFollowsTheOperator() async throws {
        try await HubTestServer.with { hub in
            let alice = try await hub.signUp("alice")
            let bob = try await hub.signUp("bob")
            let id = try await hub.publish(alice)
            let filed = try await hub.http.send(
                "POST", "/v1/reports", json: #"{"targetKind":"post","targetId":"\#(id)","reason":"spam"}"#, token: bob)
            #expect(filed.status == 201)
            #expect(filed.json["status"] as? String == "received")
            let receipt = try #require(filed.json["receipt"] as? String)
            let user = try await hub.http.send(
                "POST", "/v1/reports", json: #"{"targetKind":"user","targetId":"ALICE","reason":"abuse"}"#, token: bob)
            #expect((user.status, user.json["targetId"] as? String) == (201, "alice"))
            let missing = try await hub.http.send(
                "POST", "/v1/reports", json: #"{"targetKind":"comment","targetId":"nope","reason":"other"}"#, token: bob
            )
            #expect(missing.status == 404)
            let badReason = try await hub.http.send(
                "POST", "/v1/reports", json: #"{"targetKind":"post","targetId":"\#(id)","reason":"boring"}"#, token: bob
            )
            #expect((badReason.status, badReason.field) == (400, "reason"))
            let admin = HubOperator(store: hub.store, location: "test", clock: hub.clock, ids: SequentialIDProvider())
            _ = try await admin.review(receipt: receipt)
            var mine = try await hub.http.send("GET", "/v1/reports", token: bob)
            #expect(
                (mine.json["reports"] as? [[String: Any]])?.compactMap { $0["status"] as? String } == [
                    "received", "in-review",
                ])
            _ = try await admin.resolve(receipt: receipt, resolution: .hide, note: "spam removed")
            mine = try await hub.http.send("GET", "/v1/reports", token: bob)
            let resolved = try #require((mine.json["reports"] as? [[String: Any]])?.last)
            #expect(resolved["status"] as? String == "resolved")
            #expect(resolved["outcome"] as? String == "action-taken")
            #expect(resolved["resolutionNote"] as? String == "spam removed")
            #expect(try await hub.http.send("GET", "/v1/posts/\(id)").status == 404)
            #expect(try await hub.http.send("GET", "/v1/reports").status == 401)
        }
    }

    @Test func aBlockHoldsOnTheVeryNextRequest() async throws {
        try await HubTestServer.with { hub in
            let alice = try await hub.signUp("alice")
            let bob = try await hub.signUp("bob")
            let alicePost = try await hub.publish(alice, title: "Alice plan", sets: 5)
            let bobPost = try await hub.publish(bob, title: "Bob plan", sets: 6)
            _ = try await hub.http.send(
                "POST", "/v1/posts/\(bobPost)/comments", json: #"{"text":"hello"}"#, token: alice)
            #expect(try await hub.http.send("PUT", "/v1/blocks/Alice", token: bob).status == 204)
            let search = try await hub.http.send("GET", "/v1/posts?sort=new", token: bob)
            #expect((search.json["posts"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == [bobPost])
            #expect(try await hub.http.send("GET", "/v1/posts/\(alicePost)", token: bob).status == 404)
            let comments = try await hub.http.send("GET", "/v1/posts/\(bobPost)/comments", token: bob)
            #expect((comments.json["comments"] as? [Any])?.count == 0)
            let refused = try await hub.http.send(
                "POST", "/v1/posts/\(bobPost)/comments", json: #"{"text":"again"}"#, token: alice)
            #expect((refused.status, refused.code) == (403, "blocked"))
            let blocks = try await hub.http.send("GET", "/v1/blocks", token: bob)
            #expect((blocks.json["blocks"] as? [[String: Any]])?.compactMap { $0["handle"] as? String } == ["alice"])
            #expect(try await hub.http.send("PUT", "/v1/blocks/bob", token: bob).status == 400)
            #expect(try await hub.http.send("PUT", "/v1/blocks/nobody", token: bob).status == 404)
            #expect(try await hub.http.send("DELETE", "/v1/blocks/alice", token: bob).status == 204)
            #expect(try await hub.http.send("GET", "/v1/posts/\(alicePost)", token: bob).status == 200)
        }
    }

    @Test func rateLimitsAnswer429WithRetryAfterAndStoreNothing() async throws {
        var limits = HubTestServer.relaxed
        limits.comment = HubRateLimit(name: "comment", maximum: 2, windowSeconds: 600, noun: "comments")
        limits.accountCreation = HubRateLimit(name: "account", maximum: 3, windowSeconds: 3600, noun: "new accounts")
        try await HubTestServer.with(limits: limits) { hub in
            let alice = try await hub.signUp("alice")
            let id = try await hub.publish(alice)
            hub.clock.advance(by: 100)
            for text in ["one", "two"] {
                #expect(
                    try await hub.http.send(
                        "POST", "/v1/posts/\(id)/comments", json: #"{"text":"\#(text)"}"#, token: alice
                    ).status == 201)
            }
            let limited = try await hub.http.send(
                "POST", "/v1/posts/\(id)/comments", json: #"{"text":"three"}"#, token: alice)
            #expect((limited.status, limited.code, limited.headers["retry-after"]) == (429, "rate_limited", "500"))
            #expect(
                limited.message
                    == "Too many comments: the limit is at most 2 comments every 10 minutes. Try again in 9 minutes.")
            let post = try await hub.http.send("GET", "/v1/posts/\(id)")
            #expect(post.json["commentCount"] as? Int == 2)
            _ = try await hub.signUp("bob")
            _ = try await hub.signUp("carol")
            let fourth = try await hub.http.send(
                "POST", "/v1/accounts", json: #"{"handle":"dave","password":"correct horse"}"#)
            #expect((fourth.status, fourth.headers["retry-after"]) == (429, "3500"))
        }
    }

    /// Registers `handle` as if from `client` through a proxy; answers the status.
    private static func register(_ hub: HubTestServer, _ handle: String, from client: String) async throws -> Int {
        try await hub.http.send(
            "POST", "/v1/accounts", body: Data(#"{"handle":"\#(handle)","password":"correct horse"}"#.utf8),
            headers: ["X-Forwarded-For": "10.9.9.9, \(client)"]
        ).status
    }

    @Test func behindAProxyTheLimitsCountTheForwardedAddressOnlyWhenTrusted() async throws {
        var limits = HubTestServer.relaxed
        limits.accountCreation = HubRateLimit(name: "account", maximum: 1, windowSeconds: 3600, noun: "new accounts")
        try await HubTestServer.with(limits: limits, trustsForwardedFor: true) { hub in
            let status1 = try await Self.register(hub, "alice", from: "203.0.113.1")
            #expect(status1 == 201)
            let status2 = try await Self.register(hub, "bob", from: "203.0.113.2")
            #expect(status2 == 201)
            let status3 = try await Self.register(hub, "carol", from: "203.0.113.1")
            #expect(status3 == 429)
        }
        try await HubTestServer.with(limits: limits) { hub in
            let status4 = try await Self.register(hub, "alice", from: "203.0.113.1")
            #expect(status4 == 201)
            let status5 = try await Self.register(hub, "bob", from: "203.0.113.2")
            #expect(status5 == 429)
        }
    }

    @Test func hostileInputIsRefusedAsJSONAndNothingIsStored() async throws {
        try await HubTestServer.with { hub in
            let token = try await hub.signUp("alice")
            let huge = Data(repeating: UInt8(ascii: "a"), count: 2 << 20)
            let oversized = try await hub.http.send("POST", "/v1/posts", body: huge, token: token)
            #expect((oversized.status, oversized.code) == (413, "payload_too_large"))
            let deep =
                #"{"title":"x","plan":"# + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
                + "}"
            let tooDeep = try await hub.http.send("POST", "/v1/posts", json: deep, token: token)
            #expect((tooDeep.status, tooDeep.code) == (400, "invalid_json"))
            let badUTF8 = try await hub.http.send(
                "POST", "/v1/accounts", body: Data([0x7B, 0x22, 0x68, 0xFF, 0xFE, 0x22, 0x7D]))
            #expect((badUTF8.status, badUTF8.code) == (400, "invalid_json"))
            let longHandle = try await hub.http.send(
                "POST", "/v1/accounts",
                json: #"{"handle":"\#(String(repeating: "h", count: 10_000))","password":"correct horse"}"#)
            #expect((longHandle.status, longHandle.field) == (400, "handle"))
            let sqlHandle = try await hub.http.send(
                "POST", "/v1/accounts", json: #"{"handle":"x'); DROP TABLE accounts;--","password":"correct horse"}"#)
            #expect((sqlHandle.status, sqlHandle.field) == (400, "handle"))
            let notJSON = try await hub.http.send("POST", "/v1/accounts", json: "handle=alice")
            #expect((notJSON.status, notJSON.code) == (400, "invalid_json"))
            let wrongType = try await hub.http.send(
                "POST", "/v1/accounts", json: #"{"handle":7,"password":"correct horse"}"#)
            #expect((wrongType.status, wrongType.field) == (400, "handle"))
            let controlTitle = try await hub.http.send(
                "POST", "/v1/posts", json: #"{"title":"a\u001b[2Jb","plan":\#(HubTestServer.planFile())}"#, token: token
            )
            #expect((controlTitle.status, controlTitle.field) == (400, "title"))
            let posts = try await hub.http.send("GET", "/v1/posts")
            #expect((posts.json["posts"] as? [Any])?.count == 0)
            #expect(try await hub.store.account(handleKey: "bob") == nil)
            let wrongMethod = try await hub.http.send("TRACE", "/v1/posts")
            #expect(
                (wrongMethod.status, wrongMethod.code, wrongMethod.headers["allow"]) == (
                    405, "method_not_allowed", "GET, POST"
                ))
            let wrongOnItem = try await hub.http.send("POST", "/v1/posts/abc")
            #expect((wrongOnItem.status, wrongOnItem.headers["allow"]) == (405, "GET, PATCH"))
            let unknown = try await hub.http.send("GET", "/v2/nothing")
            #expect(
                (unknown.status, unknown.code, unknown.headers["content-type"]) == (
                    404, "not_found", "application/json; charset=utf-8"
                ))
        }
    }

    @Test func healthMetricsAndTheContract() async throws {
        try await HubTestServer.with { hub in
            let health = try await hub.http.send("GET", "/health")
            #expect((health.status, health.text) == (200, #"{"status":"ok","store":"sqlite"}"#))
            let contract = try await hub.http.send("GET", "/openapi.yaml")
            #expect(contract.text == HubOpenAPI.document)
            let metrics = try await hub.http.send("GET", "/metrics")
            #expect(metrics.status == 200)
            #expect(metrics.text.contains(#"hub_requests_total{method="GET",route="/health",status="200"} 1"#))
            #expect(metrics.text.contains("hub_request_duration_seconds_bucket"))
            // The same kind of request is counted on the same series (its counter is made once and kept), and each
            // answer carries its own request id.
            let again = try await hub.http.send("GET", "/health")
            let ids = [health.headers["x-request-id"], again.headers["x-request-id"]].compactMap { $0 }
            #expect(ids.count == 2 && ids[0] != ids[1] && ids.allSatisfy { $0.count > 16 })
            let counted = try await hub.http.send("GET", "/metrics")
            #expect(counted.text.contains(#"hub_requests_total{method="GET",route="/health",status="200"} 2"#))
            try hub.store.close()
            let down = try await hub.http.send("GET", "/health")
            #expect((down.status, down.json["status"] as? String) == (503, "unavailable"))
            let search = try await hub.http.send("GET", "/v1/posts")
            #expect((search.status, search.code) == (503, "unavailable"))
            let after = try await hub.http.send("GET", "/metrics")
            #expect(after.text.contains("hub_store_errors_total 2"))
        }
    }
}
