import ArgumentParser
import Community
import CommunityViews
import HubAPI

/// `interfit community report post|comment|user ID --reason …`: files a report and prints its receipt.
/// `interfit community report post|comment|user ID --reason …`：提交举报并输出回执。
struct CommunityReportCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("report", help: "community.report") }

    @OptionGroup var community: CommunityOptions
    @Argument(help: .text("community.report.kind")) var kind: HubReportTargetKind
    @Argument(help: .text("community.report.target")) var target: String
    @Option(help: .text("option.reason", value: "reason")) var reason: HubReportReason
    @Option(help: .text("option.reportNote", value: "text")) var note: String?
    @Flag(help: .text("option.json.report")) var json = false
    var global: GlobalOptions { community.global }

    func execute(_ context: AppContext) async throws {
        let report = try await context.communityReports(community).report(kind, target, reason: reason, note: note)
        context.console.out(json ? CommunityJSON.report(report) : context.communityMessages.reported(report))
    }
}

/// `interfit community reports`: the reader's reports with their status.
/// `interfit community reports`：读者的举报及其状态。
struct CommunityReportsCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("reports", help: "community.reports") }

    @OptionGroup var community: CommunityOptions
    @Flag(help: .text("option.json.reports")) var json = false
    var global: GlobalOptions { community.global }

    func execute(_ context: AppContext) async throws {
        let model = try context.communityReports(community)
        try await model.load()
        let view = CommunityGovernanceView(language: context.language, style: context.style, dates: context.dates)
        context.console.out(
            json
                ? CommunityJSON.reports(model.reports, hub: model.hubAddress)
                : view.reports(model.reports, width: context.communityWidth))
    }
}

/// The one-intent commands that block or unblock a person.
/// 屏蔽或取消屏蔽某人的单一意图命令。
protocol CommunityBlockingCommand: InterfitSubcommand {
    var community: CommunityOptions { get }
    var handle: String { get }
    static var blocks: Bool { get }
}

extension CommunityBlockingCommand {
    var global: GlobalOptions { community.global }

    @MainActor func execute(_ context: AppContext) async throws {
        let handle = try await context.communityBlocks(community).setBlocked(handle, Self.blocks)
        context.console.out(context.communityMessages.blocked(handle, Self.blocks))
    }
}

/// `interfit community block HANDLE`.
/// `interfit community block HANDLE`：屏蔽某人。
struct CommunityBlockCommand: CommunityBlockingCommand {
    static var configuration: CommandConfiguration { .interfit("block", help: "community.block") }
    static let blocks = true
    @OptionGroup var community: CommunityOptions
    @Argument(help: .text("community.handle")) var handle: String
}

/// `interfit community unblock HANDLE`.
/// `interfit community unblock HANDLE`：取消屏蔽。
struct CommunityUnblockCommand: CommunityBlockingCommand {
    static var configuration: CommandConfiguration { .interfit("unblock", help: "community.unblock") }
    static let blocks = false
    @OptionGroup var community: CommunityOptions
    @Argument(help: .text("community.handle")) var handle: String
}

/// `interfit community blocks`: the people the reader blocked.
/// `interfit community blocks`：读者屏蔽的人。
struct CommunityBlocksCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("blocks", help: "community.blocks") }

    @OptionGroup var community: CommunityOptions
    @Flag(help: .text("option.json.blocks")) var json = false
    var global: GlobalOptions { community.global }

    func execute(_ context: AppContext) async throws {
        let model = try context.communityBlocks(community)
        try await model.load()
        let view = CommunityGovernanceView(language: context.language, style: context.style, dates: context.dates)
        context.console.out(
            json ? CommunityJSON.blocks(model.blocks, hub: model.hubAddress) : view.blocks(model.blocks))
    }
}
