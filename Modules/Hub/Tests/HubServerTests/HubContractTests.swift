import Foundation
import HubAPI
import HubAdmin
import HubRules
import HubServer
import HubStore
import Logging
import Shared
import SharedTesting
import Testing

/// `openapi.yaml` and the server agree: the same routes, and every documented status is one the server gives.
@Suite struct HubContractTests {
    /// `METHOD /path` → documented statuses, read from the contract's `paths` (its layout is fixed by this repo).
    static func documented() -> [String: Set<Int>] {
        var operations: [String: Set<Int>] = [:]
        var path = ""
        var method = ""
        for line in HubOpenAPI.document.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("components:") { break }
            if line.hasPrefix("  /"), line.hasSuffix(":") {
                path = String(line.dropFirst(2).dropLast())
            } else if line.hasPrefix("    "), !line.hasPrefix("     "),
                let verb = ["get", "post", "put", "patch", "delete"].first(where: { line == "    \($0):" })
            {
                method = verb.uppercased()
                operations["\(method) \(path)"] = []
            } else if line.hasPrefix("        '"), let status = Int(line.dropFirst(9).prefix(3)) {
                operations["\(method) \(path)", default: []].insert(status)
            }
        }
        return operations
    }

    @Test func everyDocumentedRouteIsServedAndNoOther() throws {
        var logger = Logger(label: "hub-test")
        logger.logLevel = .critical
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "hub-contract-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try SQLiteHubStore(path: folder.appendingPathComponent("hub.sqlite").path)
        let router = HubApplication.buildRouter(
            store, engine: "sqlite",
            dependencies: HubDependencies(
                clock: ManualWallClock(), ids: SequentialIDProvider(), secrets: SequentialSecrets(),
                passwords: BcryptPasswordHasher(cost: 4), logger: logger),
            configuration: HubServerConfiguration())
        let served = Set(
            router.routes.map { route in
                let path = route.path.description.split(separator: "/").map { part in
                    part.hasPrefix(":") ? "{\(part.dropFirst())}" : String(part)
                }.joined(separator: "/")
                return "\(route.method.rawValue) /\(path)"
            })
        #expect(served == Set(Self.documented().keys))
        try store.close()
    }

    @Test func everyDocumentedStatusIsGivenAndNoOther() async throws {
        var limits = HubTestServer.relaxed
        limits.accountCreation = HubRateLimit(name: "account", maximum: 6, windowSeconds: 3600, noun: "new accounts")
        limits.loginFailuresPerAddress = HubRateLimit(
            name: "login-address", maximum: 3, windowSeconds: 900, noun: "failed sign-ins from this address")
        limits.publish = HubRateLimit(name: "publish", maximum: 4, windowSeconds: 3600, noun: "posts")
        limits.comment = HubRateLimit(name: "comment", maximum: 3, windowSeconds: 600, noun: "comments")
        limits.interaction = HubRateLimit(name: "interaction", maximum: 40, windowSeconds: 60, noun: "interactions")
        try await HubTestServer.with(limits: limits) { hub in
            var seen: [String: Set<Int>] = [:]
            /// Sends one request of operation `operation` (`METHOD /template`) and expects `status`.
            func check(
                _ status: Int, _ operation: String, _ path: String? = nil, json: String? = nil, body: Data? = nil,
                token: String? = nil, headers: [String: String] = [:]
            ) async throws {
                let parts = operation.split(separator: " ", maxSplits: 1).map(String.init)
                let answer = try await hub.http.send(
                    parts[0], path ?? parts[1], body: body ?? json.map { Data($0.utf8) }, token: token, headers: headers
                )
                #expect(answer.status == status, "\(operation) \(path ?? ""): \(answer.text)")
                if answer.status >= 400 && operation != "GET /health" {
                    #expect(answer.code != nil, "\(operation) answered \(answer.status) without a JSON error")
                }
                seen[operation, default: []].insert(answer.status)
            }
            let huge = Data(repeating: UInt8(ascii: " "), count: (1 << 20) + 1)
            let alice = try await hub.signUp("alice")
            let bob = try await hub.signUp("bob")
            let mallory = try await hub.signUp("mallory")
            let post = try await hub.publish(alice)
            let plan = HubTestServer.planFile(sets: 9)
            let postJSON = #"{"title":"Nine","plan":\#(plan)}"#

            try await check(201, "POST /v1/accounts", json: #"{"handle":"carol","password":"correct horse"}"#)
            try await check(400, "POST /v1/accounts", json: #"{"handle":"c","password":"correct horse"}"#)
            try await check(409, "POST /v1/accounts", json: #"{"handle":"CAROL","password":"correct horse"}"#)
            try await check(413, "POST /v1/accounts", body: huge)
            try await check(201, "POST /v1/sessions", json: #"{"handle":"carol","password":"correct horse"}"#)
            try await check(400, "POST /v1/sessions", json: #"{"handle":"carol"}"#)
            try await check(401, "POST /v1/sessions", json: #"{"handle":"carol","password":"wrong horse"}"#)
            try await check(413, "POST /v1/sessions", body: huge)
            try await check(200, "GET /v1/sessions/current", token: alice)
            try await check(401, "GET /v1/sessions/current")
            try await check(204, "DELETE /v1/sessions/current", token: try await hub.signUp("dave"))
            try await check(401, "DELETE /v1/sessions/current", token: "forged")
            try await check(200, "GET /v1/posts", "/v1/posts?q=tabata&duration=0-10&sort=score&limit=20")
            try await check(400, "GET /v1/posts", "/v1/posts?limit=-1")
            try await check(401, "GET /v1/posts", token: "forged")
            try await check(201, "POST /v1/posts", json: postJSON, token: alice)
            try await check(400, "POST /v1/posts", json: #"{"title":"","plan":\#(plan)}"#, token: alice)
            try await check(401, "POST /v1/posts", json: postJSON)
            try await check(409, "POST /v1/posts", json: postJSON, token: alice)
            try await check(413, "POST /v1/posts", body: huge, token: alice)
            try await check(200, "GET /v1/posts/{id}", "/v1/posts/\(post)")
            let page = try await hub.http.send("GET", "/v1/posts/\(post)")
            try await check(
                304, "GET /v1/posts/{id}", "/v1/posts/\(post)", headers: ["If-None-Match": page.headers["etag"] ?? "-"])
            try await check(401, "GET /v1/posts/{id}", "/v1/posts/\(post)", token: "forged")
            try await check(404, "GET /v1/posts/{id}", "/v1/posts/none")
            try await check(
                200, "PATCH /v1/posts/{id}", "/v1/posts/\(post)", json: #"{"visibility":"public"}"#, token: alice)
            try await check(400, "PATCH /v1/posts/{id}", "/v1/posts/\(post)", json: "{}", token: alice)
            try await check(401, "PATCH /v1/posts/{id}", "/v1/posts/\(post)", json: "{}")
            try await check(
                403, "PATCH /v1/posts/{id}", "/v1/posts/\(post)", json: #"{"visibility":"public"}"#, token: bob)
            try await check(
                404, "PATCH /v1/posts/{id}", "/v1/posts/none", json: #"{"visibility":"public"}"#, token: bob)
            try await check(413, "PATCH /v1/posts/{id}", "/v1/posts/\(post)", body: huge, token: alice)
            try await check(200, "POST /v1/posts/{id}/apply", "/v1/posts/\(post)/apply")
            try await check(
                400, "POST /v1/posts/{id}/apply", "/v1/posts/\(post)/apply", headers: ["Interfit-Install-Id": "x"])
            try await check(401, "POST /v1/posts/{id}/apply", "/v1/posts/\(post)/apply", token: "forged")
            try await check(404, "POST /v1/posts/{id}/apply", "/v1/posts/none/apply")
            for operation in [
                "PUT /v1/posts/{id}/like", "DELETE /v1/posts/{id}/like", "PUT /v1/posts/{id}/save",
                "DELETE /v1/posts/{id}/save",
            ] {
                let suffix = operation.hasSuffix("like") ? "like" : "save"
                try await check(204, operation, "/v1/posts/\(post)/\(suffix)", token: bob)
                try await check(401, operation, "/v1/posts/\(post)/\(suffix)")
                try await check(404, operation, "/v1/posts/none/\(suffix)", token: bob)
            }
            try await check(
                201, "POST /v1/posts/{id}/comments", "/v1/posts/\(post)/comments", json: #"{"text":"hi"}"#, token: bob)
            try await check(
                400, "POST /v1/posts/{id}/comments", "/v1/posts/\(post)/comments", json: #"{"text":""}"#, token: bob)
            try await check(401, "POST /v1/posts/{id}/comments", "/v1/posts/\(post)/comments", json: #"{"text":"hi"}"#)
            try await check(
                404, "POST /v1/posts/{id}/comments", "/v1/posts/none/comments", json: #"{"text":"hi"}"#, token: bob)
            try await check(413, "POST /v1/posts/{id}/comments", "/v1/posts/\(post)/comments", body: huge, token: bob)
            try await check(200, "GET /v1/posts/{id}/comments", "/v1/posts/\(post)/comments?limit=5")
            try await check(400, "GET /v1/posts/{id}/comments", "/v1/posts/\(post)/comments?limit=500")
            try await check(401, "GET /v1/posts/{id}/comments", "/v1/posts/\(post)/comments", token: "forged")
            try await check(404, "GET /v1/posts/{id}/comments", "/v1/posts/none/comments")
            let comments = try await hub.http.send("GET", "/v1/posts/\(post)/comments")
            let comment = try #require((comments.json["comments"] as? [[String: Any]])?.first?["id"] as? String)
            try await check(401, "DELETE /v1/comments/{id}", "/v1/comments/\(comment)")
            try await check(403, "DELETE /v1/comments/{id}", "/v1/comments/\(comment)", token: mallory)
            try await check(204, "DELETE /v1/comments/{id}", "/v1/comments/\(comment)", token: alice)
            try await check(404, "DELETE /v1/comments/{id}", "/v1/comments/\(comment)", token: alice)
            try await check(
                201, "POST /v1/reports", json: #"{"targetKind":"user","targetId":"mallory","reason":"abuse"}"#,
                token: bob)
            try await check(
                400, "POST /v1/reports", json: #"{"targetKind":"planet","targetId":"x","reason":"abuse"}"#, token: bob)
            try await check(
                401, "POST /v1/reports", json: #"{"targetKind":"user","targetId":"mallory","reason":"abuse"}"#)
            try await check(
                404, "POST /v1/reports", json: #"{"targetKind":"post","targetId":"none","reason":"spam"}"#, token: bob)
            try await check(413, "POST /v1/reports", body: huge, token: bob)
            try await check(200, "GET /v1/reports", token: bob)
            try await check(401, "GET /v1/reports")
            for operation in ["PUT /v1/blocks/{handle}", "DELETE /v1/blocks/{handle}"] {
                try await check(204, operation, "/v1/blocks/mallory", token: bob)
                try await check(400, operation, "/v1/blocks/%3Cb%3E", token: bob)
                try await check(401, operation, "/v1/blocks/mallory")
                try await check(404, operation, "/v1/blocks/nobody", token: bob)
            }
            for operation in ["GET /v1/me/saved", "GET /v1/me/posts"] {
                try await check(200, operation, token: bob)
                try await check(400, operation, String(operation.dropFirst(4)) + "?limit=0", token: bob)
                try await check(401, operation)
            }
            try await check(200, "GET /v1/blocks", token: bob)
            try await check(401, "GET /v1/blocks")
            try await check(200, "GET /health")
            try await check(200, "GET /metrics")
            try await check(200, "GET /openapi.yaml")
            // 403 on comments (closed) and on sign-in (suspended).
            _ = try await hub.http.send("PATCH", "/v1/posts/\(post)", json: #"{"commentsEnabled":false}"#, token: alice)
            try await check(
                403, "POST /v1/posts/{id}/comments", "/v1/posts/\(post)/comments", json: #"{"text":"hi"}"#, token: bob)
            let receipt = try await hub.store.insertReport(
                receipt: "r-suspend", reporterId: (try await hub.store.account(handleKey: "bob"))!.id,
                targetKind: .user,
                targetId: "mallory", reason: .abuse, note: "", at: hub.clock.now())
            _ = try await HubOperator(store: hub.store, location: "test", clock: hub.clock, ids: SequentialIDProvider())
                .resolve(receipt: receipt.receipt, resolution: .suspend, note: "")
            try await check(403, "POST /v1/sessions", json: #"{"handle":"mallory","password":"correct horse battery"}"#)
            // 429: exhaust each limit.
            func exhaust(
                _ operation: String, _ path: String? = nil, json: (Int) -> String?, token: String? = nil
            ) async throws {
                for attempt in 0..<60 {
                    let parts = operation.split(separator: " ", maxSplits: 1).map(String.init)
                    let answer = try await hub.http.send(
                        parts[0], path ?? parts[1], body: json(attempt).map { Data($0.utf8) }, token: token)
                    if answer.status == 429 {
                        #expect(answer.headers["retry-after"] != nil)
                        seen[operation, default: []].insert(429)
                        return
                    }
                }
                Issue.record("\(operation) never answered 429")
            }
            try await exhaust("POST /v1/accounts", json: { #"{"handle":"user\#($0)","password":"correct horse"}"# })
            try await exhaust("POST /v1/sessions", json: { _ in #"{"handle":"alice","password":"wrong horse"}"# })
            try await exhaust(
                "POST /v1/posts", json: { #"{"title":"T","plan":\#(HubTestServer.planFile(sets: 20 + $0))}"# },
                token: alice)
            _ = try await hub.http.send("PATCH", "/v1/posts/\(post)", json: #"{"commentsEnabled":true}"#, token: alice)
            try await exhaust(
                "POST /v1/posts/{id}/comments", "/v1/posts/\(post)/comments", json: { _ in #"{"text":"x"}"# },
                token: bob)
            try await exhaust("POST /v1/posts/{id}/apply", "/v1/posts/\(post)/apply", json: { _ in nil }, token: bob)
            for (operation, path) in [
                ("PUT /v1/posts/{id}/like", "/v1/posts/\(post)/like"),
                ("DELETE /v1/posts/{id}/like", "/v1/posts/\(post)/like"),
                ("PUT /v1/posts/{id}/save", "/v1/posts/\(post)/save"),
                ("DELETE /v1/posts/{id}/save", "/v1/posts/\(post)/save"),
                ("PUT /v1/blocks/{handle}", "/v1/blocks/alice"), ("DELETE /v1/blocks/{handle}", "/v1/blocks/alice"),
            ] {
                try await check(429, operation, path, token: bob)
            }
            try await check(
                429, "POST /v1/reports", json: #"{"targetKind":"user","targetId":"alice","reason":"spam"}"#, token: bob)
            // 503: the store is gone.
            try hub.store.close()
            for (operation, status) in Self.documented() where status.contains(503) {
                let parts = operation.split(separator: " ", maxSplits: 1).map(String.init)
                let path = parts[1].replacingOccurrences(of: "{id}", with: post).replacingOccurrences(
                    of: "{handle}", with: "alice")
                let json: String? =
                    switch operation {
                    case "POST /v1/accounts": #"{"handle":"erin","password":"correct horse"}"#
                    case "POST /v1/sessions": #"{"handle":"alice","password":"correct horse"}"#
                    default: parts[0] == "POST" || parts[0] == "PATCH" ? "{}" : nil
                    }
                let anonymous = ["POST /v1/accounts", "POST /v1/sessions", "GET /health"].contains(operation)
                try await check(503, operation, path, json: json, token: anonymous ? nil : alice)
            }
            #expect(seen == Self.documented())
        }
    }
}
