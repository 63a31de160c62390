import Foundation
import HTTPTypes
import HubAPI
import HubRules
import HubStore
import Hummingbird
import Shared

/// `/v1/posts`: search, read, publish, change, apply, like, save, and a post's comments.
/// `/v1/posts`：搜索、阅读、发布、修改、应用、点赞、收藏，以及帖子的评论。
struct PostsController: Sendable {
    let environment: HubControllerEnvironment
    /// Search answers (the rows and their anonymous JSON) by query, for readers who block no one.
    let listings = HubAnswerCache<(listing: HubPostListing, body: Data)>(capacity: 512)
    /// Post pages for anonymous readers, by post id (shared with `HubPageShortcut`).
    let pages: HubAnswerCache<HubSharedPage>

    func addRoutes(to group: RouterGroup<HubRequestContext>) {
        group.get(use: search)
        group.post(use: publish)
        group.get("{id}", use: show)
        group.patch("{id}", use: update)
        group.post("{id}/apply", use: apply)
        for reaction in HubReaction.allCases {
            group.put("{id}/\(reaction.rawValue)") { request, context in
                try await react(reaction, on: true, request, context)
            }
            group.delete("{id}/\(reaction.rawValue)") { request, context in
                try await react(reaction, on: false, request, context)
            }
        }
        group.get("{id}/comments", use: comments)
        group.post("{id}/comments", use: comment)
    }

    @Sendable func search(_ request: Request, context: HubRequestContext) async throws -> Response {
        let query = try HubSearchRules.query(try HubRequestReader.query(of: request))
        let cursor = try query.cursor.map { text throws(HubInputError) in
            try HubCursor.parse(text, for: query.sort == .score ? .score : .sequence)
        }
        let signedIn = try await environment.reader.optionalAccount(request)
        // Only blocks make a reader's listing differ from everyone's: such answers are computed for the reader;
        // all others are shared and reused until any listing changes. A signed-in reader's likes and saves are
        // read afresh for each answer, never kept.
        let viewer = signedIn?.blocksAnyone == true ? signedIn : nil
        let key = query.parameters.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        let generation = viewer == nil ? try await environment.versions.version() : nil
        let listing: HubPostListing
        if let generation, let kept = listings.kept(for: key, at: generation) {
            guard signedIn != nil else { return HubJSONResponse.raw(kept.body) }
            listing = kept.listing
        } else {
            listing = try await environment.store.searchPosts(
                HubPostSearch(
                    query: query, terms: HubSearchRules.terms(query.text), cursor: cursor,
                    viewerId: viewer?.account.id))
            let body = HubJSONResponse.encoded(
                HubPostPage(
                    posts: listing.posts.map { HubWireMapping.post($0, detailed: false) },
                    nextCursor: listing.next?.text))
            if let generation { listings.keep((listing, body), for: key, at: generation) }
            guard signedIn != nil else { return HubJSONResponse.raw(body) }
        }
        return try await environment.page(listing, for: signedIn)
    }

    @Sendable func publish(_ request: Request, context: HubRequestContext) async throws -> Response {
        let signedIn = try await environment.reader.account(request)
        let (draft, planBytes) = try await HubRequestReader.decode(HubPostDraft.self, from: request, member: "plan")
        let document: PlanExchangeDocument
        do {
            document = try PlanExchangeDocument.decode(Data(planBytes ?? []))
        } catch {
            throw HubPlanFileMessage.refusal(error)
        }
        let title = try HubTextRules.title(draft.title)
        let tags = try HubTextRules.tags(draft.tags)
        let notes = try HubTextRules.checked(
            draft.notes, field: "notes", length: HubTextRules.notesLength, allowsLineFeeds: true)
        let line = try HubTextRules.checked(
            draft.changeNote.line, field: "changeNote.line", length: HubTextRules.changeLineLength,
            allowsLineFeeds: false)
        var chips: [HubChangeChip] = []
        for chip in draft.changeNote.chips where !chips.contains(chip) { chips.append(chip) }
        try await environment.enforce(environment.dependencies.rateLimits.publish, key: signedIn.account.id)
        let versionId = environment.dependencies.ids.makeID()
        let frozen = PlanExchangeDocument(name: document.name, content: document.content, versionId: versionId)
        let content = document.content
        let post = HubNewPost(
            id: environment.newID(), authorId: signedIn.account.id, title: title, tags: tags, notes: notes,
            planJSON: frozen.encoded(), versionId: versionId.uuidString.lowercased(), exercises: content.exercises,
            setsCount: content.setsCount, rounds: content.rounds, workSeconds: content.workSeconds,
            restSeconds: content.restSeconds, summary: content.summary, facts: HubPostFacts(content: content),
            changeNote: HubChangeNote(chips: chips, line: line), visibility: draft.visibility,
            commentsEnabled: draft.commentsEnabled, createdAt: environment.now)
        let record = try await environment.store.insertPost(post)
        return HubJSONResponse.make(HubWireMapping.post(record, detailed: true, marks: []), status: .created)
    }

    @Sendable func show(_ request: Request, context: HubRequestContext) async throws -> Response {
        let id = try HubControllerEnvironment.identifier(context)
        // Signed-in readers get the detail and their own marks, never kept; anonymous readers share one page per post,
        // revalidated against the store's data version as of their request.
        guard let viewer = try await environment.reader.optionalAccount(request) else {
            let version = try await environment.versions.version()
            if let kept = pages.kept(for: id, at: version) { return kept.response(to: request) }
            guard let record = try await environment.store.post(id: id, viewerId: nil) else {
                throw HubHTTPError.notFound
            }
            let page = HubSharedPage(body: HubJSONResponse.encoded(HubWireMapping.post(record, detailed: false)))
            pages.keep(page, for: id, at: version)
            return page.response(to: request)
        }
        guard let record = try await environment.store.post(id: id, viewerId: viewer.account.id) else {
            throw HubHTTPError.notFound
        }
        return HubJSONResponse.make(
            HubWireMapping.post(record, detailed: true, marks: HubWireMapping.marks(of: record)))
    }

    @Sendable func update(_ request: Request, context: HubRequestContext) async throws -> Response {
        let id = try HubControllerEnvironment.identifier(context)
        let signedIn = try await environment.reader.account(request)
        let (patch, _) = try await HubRequestReader.decode(HubPostPatch.self, from: request)
        guard patch.commentsEnabled != nil || patch.visibility != nil else {
            throw HubInputError(field: "body", message: "give commentsEnabled, visibility or both")
        }
        let record = try await environment.store.updatePost(
            id: id, authorId: signedIn.account.id, patch: patch, at: environment.now)
        return HubJSONResponse.make(
            HubWireMapping.post(record, detailed: true, marks: HubWireMapping.marks(of: record)))
    }

    @Sendable func apply(_ request: Request, context: HubRequestContext) async throws -> Response {
        let id = try HubControllerEnvironment.identifier(context)
        let viewer = try await environment.reader.optionalAccount(request)
        var applicant = viewer.map { "account:" + $0.account.id }
        if applicant == nil, let install = request.headers[HTTPField.Name("Interfit-Install-Id")!] {
            guard (8...64).contains(install.utf8.count),
                install.unicodeScalars.allSatisfy({ $0.properties.isASCIIHexDigit || $0 == "-" })
            else {
                throw HubInputError(
                    field: "Interfit-Install-Id", message: "Interfit-Install-Id must be 8–64 hexadecimal digits or '-'")
            }
            applicant = "install:" + install.lowercased()
        }
        try await environment.enforce(
            environment.dependencies.rateLimits.interaction, key: environment.interactionKey(viewer, context))
        let record = try await environment.store.applyPost(
            id: id, applicantKey: applicant, viewerId: viewer?.account.id, at: environment.now)
        guard let detail = record.detail, let plan = HubWireMapping.document(detail.planJSON) else {
            throw HubHTTPError.notFound
        }
        return HubJSONResponse.make(
            HubApplyResult(plan: plan, versionId: detail.versionId, contentHash: detail.contentHash))
    }

    func react(
        _ reaction: HubReaction, on: Bool, _ request: Request, _ context: HubRequestContext
    ) async throws
        -> Response
    {
        let id = try HubControllerEnvironment.identifier(context)
        let signedIn = try await environment.reader.account(request)
        try await environment.enforce(
            environment.dependencies.rateLimits.interaction, key: environment.interactionKey(signedIn, context))
        try await environment.store.setReaction(
            reaction, postId: id, accountId: signedIn.account.id, on: on, at: environment.now)
        return HubJSONResponse.noContent
    }

    @Sendable func comments(_ request: Request, context: HubRequestContext) async throws -> Response {
        let id = try HubControllerEnvironment.identifier(context)
        let (limit, cursor) = try HubControllerEnvironment.paging(request, by: .sequence)
        let viewer = try await environment.reader.optionalAccount(request)
        let listing = try await environment.store.comments(
            postId: id, viewerId: viewer?.account.id, after: cursor, limit: limit)
        return HubJSONResponse.make(
            HubCommentPage(comments: listing.comments.map(HubWireMapping.comment), nextCursor: listing.next?.text))
    }

    @Sendable func comment(_ request: Request, context: HubRequestContext) async throws -> Response {
        let id = try HubControllerEnvironment.identifier(context)
        let signedIn = try await environment.reader.account(request)
        let (draft, _) = try await HubRequestReader.decode(HubCommentDraft.self, from: request)
        let text = try HubTextRules.checked(
            draft.text, field: "text", length: HubTextRules.commentLength, allowsLineFeeds: true)
        try await environment.enforce(environment.dependencies.rateLimits.comment, key: signedIn.account.id)
        let record = try await environment.store.insertComment(
            id: environment.newID(), postId: id, authorId: signedIn.account.id, text: text, at: environment.now)
        return HubJSONResponse.make(HubWireMapping.comment(record), status: .created)
    }
}
