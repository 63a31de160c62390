import HubAPI
import HubRules
import Hummingbird

/// `POST /v1/reports` files a report and answers its receipt; `GET /v1/reports` lists the caller's with status.
/// `POST /v1/reports` 提交举报并返回回执；`GET /v1/reports` 列出调用者的举报及其状态。
struct ReportsController: Sendable {
    let environment: HubControllerEnvironment

    func addRoutes(to group: RouterGroup<HubRequestContext>) {
        group.post(use: create)
        group.get(use: list)
    }

    @Sendable func create(_ request: Request, context: HubRequestContext) async throws -> Response {
        let signedIn = try await environment.reader.account(request)
        let (draft, _) = try await HubRequestReader.decode(HubReportDraft.self, from: request)
        let target: String
        switch draft.targetKind {
        case .user: target = HubHandleRules.key(try HubHandleRules.checked(draft.targetId, field: "targetId"))
        case .post, .comment:
            guard !draft.targetId.isEmpty, draft.targetId.utf8.count <= 64 else { throw HubHTTPError.notFound }
            target = draft.targetId
        }
        let note = try HubTextRules.checked(
            draft.note ?? "", field: "note", length: HubTextRules.reportNoteLength, allowsLineFeeds: false)
        try await environment.enforce(
            environment.dependencies.rateLimits.interaction, key: environment.interactionKey(signedIn, context))
        let record = try await environment.store.insertReport(
            receipt: environment.newID(), reporterId: signedIn.account.id, targetKind: draft.targetKind,
            targetId: target, reason: draft.reason, note: note, at: environment.now)
        return HubJSONResponse.make(HubWireMapping.report(record), status: .created)
    }

    @Sendable func list(_ request: Request, context: HubRequestContext) async throws -> Response {
        let signedIn = try await environment.reader.account(request)
        let records = try await environment.store.reports(reporterId: signedIn.account.id)
        return HubJSONResponse.make(HubReportList(reports: records.map(HubWireMapping.report)))
    }
}
