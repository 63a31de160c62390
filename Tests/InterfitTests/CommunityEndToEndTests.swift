import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `interfit community` through the real binaries against a real `interfit-hub` on SQLite (issue 22's loop).
@Suite(.serialized) struct CommunityEndToEndTests {
    /// The cluster `scripts/testing/postgres.sh run` started, or nil (the PostgreSQL run is then skipped).
    static let postgres = ProcessInfo.processInfo.environment["INTERFIT_HUB_TEST_POSTGRES"].flatMap {
        $0.isEmpty ? nil : $0
    }

    /// Two people: Alice publishes, Bob finds, tries, applies, comments, likes, reports and blocks.
    @Test func theWholeLoopAgainstALocalHub() throws {
        try Self.wholeLoop(HubProcess())
    }

    /// The same loop against a hub on PostgreSQL (a fresh database of the cluster of `scripts/testing/postgres.sh`).
    @Test(.enabled(if: postgres != nil, "INTERFIT_HUB_TEST_POSTGRES is unset: run under scripts/testing/postgres.sh"))
    func theWholeLoopAgainstALocalHubOnPostgreSQL() throws {
        try Self.wholeLoop(HubProcess(postgres: try #require(Self.postgres)))
    }

    private static func wholeLoop(_ hub: HubProcess) throws {
        let alice = CommandLineRunner()
        let bob = CommandLineRunner()
        let on = ["--hub", hub.address]

        let registered = try alice.run(
            ["community", "register", "alice"] + on + ["--password-stdin"], input: "sesame-1234\n")
        #expect(registered.status == 0, "\(registered.stderr)")
        #expect(registered.stdout.hasPrefix("Registered alice on \(hub.address) and signed in (until "))
        // The token is kept 0600 for this hub only, never printed, never sent over plain HTTP to another machine.
        let credentials = alice.folder + "/.config/interfit/credentials.json"
        let mode = try FileManager.default.attributesOfItem(atPath: credentials)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let stored = try String(contentsOfFile: credentials, encoding: .utf8)
        let file = try JSONSerialization.jsonObject(with: Data(stored.utf8)) as? [String: Any]
        let tokens = (file?["tokens"] as? [[String: Any]])?.compactMap { $0["token"] as? String } ?? []
        #expect(tokens.count == 1)
        #expect(tokens.allSatisfy { !registered.stdout.contains($0) && !registered.stderr.contains($0) })
        let plain = try alice.run("community", "whoami", "--hub", "http://192.0.2.1:8787")
        #expect(plain.status == 64, "\(plain.stderr)")
        #expect(plain.stderr.contains("http://192.0.2.1:8787"), "\(plain.stderr)")
        try alice.run("plans", "create", "Tiny", "--sets", "1", "--work", "10", "--rest", "0")
        let published = try alice.run(["community", "publish", "Tiny", "--note", "first go", "--yes", "--json"] + on)
        #expect(published.status == 0, "\(published.stderr)")
        let answer = try JSONSerialization.jsonObject(with: Data(published.stdout.utf8)) as? [String: Any]
        let post = try #require((answer?["post"] as? [String: Any])?["id"] as? String)
        let again = try alice.run(["community", "publish", "Tiny", "--yes"] + on)
        #expect(
            again.stdout
                == "You already published this content: post \(post). See it with: interfit community show \(post)\n")

        // Bob, without an account: search, show, try, apply (twice).
        let search = try bob.run(["community", "search", "tiny"] + on)
        #expect(search.status == 0, "\(search.stderr)")
        #expect(search.stdout.contains(post.prefix(8)) && search.stdout.contains("alice"), "\(search.stdout)")
        let shown = try bob.run(["community", "show", post] + on)
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("Sign in to see the change note"), "\(shown.stdout)")
        // A shown post is kept: its id completes offline, for the hub the command line names.
        var completing = bob
        completing.environment["SAP_SHELL"] = "fish"
        let typed = String(post.prefix(3))
        let completed = try completing.run(
            ["---completion", "community", "show", "--", "positional@0", "4", String(typed.count)]
                + ["community", "show", "--hub", hub.address, typed])
        #expect(completed.stdout == post + "\n", "\(completed.stdout)\(completed.stderr)")
        let tried = try bob.run(["community", "start", post, "--no-tui", "--cues", "none"] + on)
        #expect(tried.status == 0, "\(tried.stderr)")
        #expect(tried.stdout.contains("✓ completed"), "\(tried.stdout)")
        #expect(try bob.run("plans", "list", "--json").stdout.contains("Tiny") == false, "start does not save the plan")
        let applied = try bob.run(["community", "apply", post] + on)
        #expect(applied.status == 0, "\(applied.stderr)")
        #expect(
            applied.stdout.hasPrefix("Copied into your plans as \"Tiny\": later changes by the author do not reach it.")
        )
        #expect(try bob.run("plans", "edit", "Tiny", "--name", "Mine now").status == 0)
        let reapplied = try bob.run(["community", "apply", post] + on)
        #expect(reapplied.stdout.hasPrefix("This version is already applied as \"Mine now\": nothing was copied."))

        // Bob signs up and interacts.
        // Saved posts and one's own posts need an account.
        let anonymous = try bob.run(["community", "saved"] + on)
        #expect(anonymous.status == 77, "\(anonymous.stderr)")
        let bobIn = try bob.run(
            ["community", "register", "bob"] + on + ["--password-stdin"], input: "open-sesame-99\n")
        #expect(bobIn.status == 0, "\(bobIn.stderr)")
        let commented = try bob.run(["community", "comment", post, "nice", "and", "short"] + on)
        #expect(commented.status == 0, "\(commented.stderr)")
        let comments = try bob.run(["community", "comments", post] + on)
        #expect(comments.stdout.contains("nice and short"), "\(comments.stdout)")
        // The author closes comments (a comment is then refused, exit 77) and opens them again; Bob removes his.
        let listed = try bob.run(["community", "comments", post, "--json"] + on)
        let thread = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any]
        let comment = try #require((thread?["comments"] as? [[String: Any]])?.first?["id"] as? String)
        #expect(
            try alice.run(["community", "close-comments", post] + on).stdout
                == "Comments on post \(post) are now closed.\n")
        let closed = try bob.run(["community", "comment", post, "too", "late"] + on)
        #expect(closed.status == 77, "\(closed.stderr)")
        #expect(
            try alice.run(["community", "open-comments", post] + on).stdout
                == "Comments on post \(post) are now open.\n")
        #expect(try bob.run(["community", "comment", "rm", comment] + on).stdout == "Comment \(comment) removed.\n")
        #expect(try bob.run(["community", "comments", post] + on).stdout.contains("nice and short") == false)
        #expect(try bob.run(["community", "like", post] + on).stdout == "Liked post \(post).\n")
        #expect(try bob.run(["community", "save", post] + on).status == 0)
        // `saved` lists what Bob saved (table and JSON); unsaving empties it; saving again brings it back.
        let saved = try bob.run(["community", "saved"] + on)
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(saved.stdout.contains(post.prefix(8)) && saved.stdout.contains("alice"), "\(saved.stdout)")
        #expect(try Self.postIds(bob.run(["community", "saved", "--json"] + on).stdout) == [post])
        #expect(
            try bob.run(["community", "unsave", post] + on).stdout == "Removed post \(post) from your saved posts.\n")
        #expect(
            try bob.run(["community", "saved"] + on).stdout
                == "You have saved no posts yet. Save one with: interfit community save POST\n")
        #expect(try bob.run(["community", "save", post] + on).status == 0)
        #expect(try Self.postIds(bob.run(["community", "saved", "--json"] + on).stdout) == [post])
        // `mine` lists the reader's own posts: Alice's one post, none for Bob.
        let mine = try alice.run(["community", "mine"] + on)
        #expect(mine.status == 0, "\(mine.stderr)")
        #expect(mine.stdout.contains(post.prefix(8)) && mine.stdout.contains("Tiny"), "\(mine.stdout)")
        #expect(try Self.postIds(alice.run(["community", "mine", "--json"] + on).stdout) == [post])
        #expect(
            try bob.run(["community", "mine"] + on).stdout
                == "You have published no posts yet. Publish a plan with: interfit community publish PLAN\n")
        let detail = try bob.run(["community", "show", post] + on)
        #expect(detail.stdout.contains("first go"), "signed in: the change note\n\(detail.stdout)")
        let reported = try bob.run(["community", "report", "post", post, "--reason", "spam", "--json"] + on)
        #expect(reported.status == 0, "\(reported.stderr)")
        let receipt = try #require(
            (try JSONSerialization.jsonObject(with: Data(reported.stdout.utf8)) as? [String: Any])?["receipt"]
                as? String)
        #expect(try bob.run(["community", "reports"] + on).stdout.contains("received"))
        #expect(try hub.admin("admin", "resolve", receipt, "--no-action").status == 0)
        #expect(try bob.run(["community", "reports"] + on).stdout.contains("resolved: no action"))

        // Blocking Alice makes her post vanish for Bob.
        let blocked = try bob.run(["community", "block", "alice"] + on)
        #expect(blocked.stdout.hasPrefix("Blocked alice:"), "\(blocked.stderr)")
        #expect(try bob.run(["community", "blocks"] + on).stdout.contains("alice"))
        #expect(try bob.run(["community", "search", "tiny"] + on).stdout.contains(post.prefix(8)) == false)
        #expect(try bob.run(["community", "unblock", "alice"] + on).status == 0)
        // `start --keep` trains the post and keeps it: the version is already in the library, as "Mine now".
        let kept = try bob.run(["community", "start", post, "--keep", "--no-tui", "--cues", "none"] + on)
        #expect(kept.status == 0, "\(kept.stderr)")
        #expect(kept.stdout.contains("Mine now — completed"), "the library's copy is trained\n\(kept.stdout)")

        // Signing out forgets the token; whoami then says so.
        let out = try bob.run(["community", "logout"] + on)
        #expect(out.status == 0, "\(out.stderr)")
        #expect(try bob.run(["community", "whoami"] + on).stdout.hasPrefix("Not signed in to \(hub.address)."))
        let needsLogin = try bob.run(["community", "like", post] + on)
        #expect(needsLogin.status == 77, "\(needsLogin.stderr)")
        let login = try bob.run(["community", "login", "bob"] + on + ["--password-stdin"], input: "open-sesame-99\n")
        #expect(login.stdout.hasPrefix("Signed in to \(hub.address) as bob (until "), "\(login.stderr)")
        #expect(try bob.run(["community", "whoami"] + on).stdout.hasPrefix("bob on \(hub.address) (signed in until "))
        let wrong = try bob.run(["community", "login", "bob"] + on + ["--password-stdin"], input: "not-it-at-all\n")
        #expect(wrong.status == 77, "\(wrong.stderr)")

        // The hub stops: the offline copy still answers, live commands say the hub is down, training goes on.
        hub.stop()
        let offline = try bob.run(["community", "search", "--offline"] + on)
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(offline.stdout.contains("Offline copy of the last search on \(hub.address), fetched "))
        let keptPost = try bob.run(["community", "show", post, "--offline"] + on)
        #expect(keptPost.status == 0, "\(keptPost.stderr)")
        #expect(keptPost.stdout.contains("Offline copy, fetched "), "\(keptPost.stdout)")
        let keptSaved = try bob.run(["community", "saved", "--offline"] + on)
        #expect(keptSaved.status == 0, "\(keptSaved.stderr)")
        #expect(
            keptSaved.stdout.hasPrefix("Offline copy of your saved posts on \(hub.address), fetched ")
                && keptSaved.stdout.contains(post.prefix(8)), "\(keptSaved.stdout)")
        let down = try bob.run(["community", "search", "tiny"] + on)
        #expect(down.status == 69)
        #expect(down.stderr.contains(hub.address), "\(down.stderr)")
        let trained = try bob.run("start", "Mine now", "--no-tui", "--cues", "none")
        #expect(trained.status == 0, "\(trained.stderr)")
    }

    /// The ids of the posts of a `--json` listing, in order.
    private static func postIds(_ json: String) throws -> [String] {
        let listing = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return (listing?["posts"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
    }

    /// Chinese: the loop's messages in zh-Hans under `INTERFIT_LANG=zh`.
    @Test func chineseAgainstALocalHub() throws {
        let hub = try HubProcess()
        var alice = CommandLineRunner()
        alice.environment["INTERFIT_LANG"] = "zh"
        let on = ["--hub", hub.address]
        let registered = try alice.run(
            ["community", "register", "alice"] + on + ["--password-stdin"], input: "sesame-1234\n")
        #expect(registered.status == 0, "\(registered.stderr)")
        try alice.run("plans", "create", "Tiny", "--sets", "1", "--work", "10", "--rest", "0")
        let published = try alice.run(["community", "publish", "Tiny", "--yes", "--json"] + on)
        #expect(published.status == 0, "\(published.stderr)")
        let answer = try JSONSerialization.jsonObject(with: Data(published.stdout.utf8)) as? [String: Any]
        let post = try #require((answer?["post"] as? [String: Any])?["id"] as? String)

        // 小明 applies it (twice), likes it, reports it and sees the receipt resolved, then blocks the author.
        var bob = CommandLineRunner()
        bob.environment["INTERFIT_LANG"] = "zh"
        let applied = try bob.run(["community", "apply", post] + on)
        #expect(applied.stdout.hasPrefix("已复制到你的计划中，名为“Tiny”：作者之后的修改不会影响它。"), "\(applied.stdout)")
        #expect(try bob.run(["community", "apply", post] + on).stdout.hasPrefix("该版本已应用为“Tiny”：未复制任何内容。"))
        let bobIn = try bob.run(
            ["community", "register", "xiaoming"] + on + ["--password-stdin"], input: "open-sesame-99\n")
        #expect(bobIn.status == 0, "\(bobIn.stderr)")
        #expect(try bob.run(["community", "like", post] + on).stdout == "已赞帖子 \(post)。\n")
        let reported = try bob.run(["community", "report", "post", post, "--reason", "spam"] + on)
        #expect(reported.stdout.hasPrefix("举报已收到。回执："), "\(reported.stdout)\(reported.stderr)")
        let receipts = try bob.run(["community", "reports", "--json"] + on)
        let listed = try JSONSerialization.jsonObject(with: Data(receipts.stdout.utf8)) as? [String: Any]
        let receipt = try #require((listed?["reports"] as? [[String: Any]])?.first?["receipt"] as? String)
        #expect(try hub.admin("admin", "resolve", receipt, "--no-action").status == 0)
        #expect(try bob.run(["community", "reports"] + on).stdout.contains("已处理：无需处理"))
        let blocked = try bob.run(["community", "block", "alice"] + on)
        #expect(blocked.stdout.hasPrefix("已屏蔽 alice："), "\(blocked.stdout)\(blocked.stderr)")
        #expect(try bob.run(["community", "search", "tiny"] + on).stdout.contains(post.prefix(8)) == false)

        let search = try alice.run(["community", "search"] + on)
        #expect(search.stdout.contains("标题") || search.stdout.contains("作者"), "\(search.stdout)")
        #expect(try alice.run(["community", "mine"] + on).stdout.contains("Tiny"))
        #expect(
            try alice.run(["community", "saved"] + on).stdout
                == "你还没有收藏帖子。收藏一篇：interfit community save POST\n")
        hub.stop()
        let down = try alice.run(["community", "search"] + on)
        #expect(down.status == 69)
        #expect(down.stderr.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF }, "\(down.stderr)")
    }

    /// A hub that is down, or accepts the connection and never answers: every command ends within 2.5 s.
    @Test(arguments: [false, true]) func aDownOrSilentHubIsSaidWithinTheDeadline(silent: Bool) throws {
        let listener = try SilentListener()
        if !silent { listener.close() }
        let cli = CommandLineRunner()
        let on = ["--hub", "http://127.0.0.1:\(listener.port)"]
        for command in [["search", "hiit"], ["show", "p1"], ["apply", "p1"], ["start", "p1", "--no-tui"]] {
            let began = ContinuousClock.now
            let result = try cli.run(["community"] + command + on)
            let took = ContinuousClock.now - began
            #expect(result.status == 69, "\(command): \(result.stderr)")
            #expect(took < .milliseconds(2500), "\(command) took \(took)")
            // The project's error shape: one line naming the hub, one line with the fix.
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 2, "\(result.stderr)")
            #expect(lines.first?.contains("http://127.0.0.1:\(listener.port)") == true, "\(result.stderr)")
            #expect(lines.last?.hasPrefix("Fix: ") == true, "\(result.stderr)")
        }
    }
}

/// A loopback socket that completes TCP handshakes (the kernel's backlog) and never reads or answers.
final class SilentListener {
    private var descriptor: Int32
    let port: Int

    init() throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let fd = descriptor
        let ok = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(fd, pointer, length) == 0 && listen(fd, 16) == 0 && getsockname(fd, pointer, &length) == 0
            }
        }
        guard ok else { throw CocoaError(.fileReadUnknown) }
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    /// Stops listening: connections are then refused.
    func close() {
        if descriptor >= 0 { Glibc.close(descriptor) }
        descriptor = -1
    }

    deinit { close() }
}
