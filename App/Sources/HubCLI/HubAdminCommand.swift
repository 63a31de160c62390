import ArgumentParser
import HubAPI
import HubAdmin
import HubStore

/// `interfit-hub admin`: the operator's reports queue, resolutions, synthetic data and backups.
/// `interfit-hub admin`：运营者的举报队列、处理、合成数据与备份。
struct HubAdminCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "admin", abstract: "Operate the hub: reports, resolutions, synthetic data, backups.",
        subcommands: [
            HubAdminReportsCommand.self, HubAdminReviewCommand.self, HubAdminResolveCommand.self,
            HubAdminSeedCommand.self, HubAdminBackupCommand.self, HubAdminRestoreCommand.self,
        ])
}

/// `admin reports [--status …]`: the queue, oldest first.
/// `admin reports [--status …]`：举报队列，最早的在前。
struct HubAdminReportsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "reports", abstract: "List reports, oldest first.")
    @Option(help: "received, in-review or resolved (default: all).") var status: String?
    @OptionGroup var database: HubDatabaseOptions

    func run() async throws {
        try await HubCommand.perform { () throws(HubAdminError) in
            let wanted = try status.map { text throws(HubAdminError) in
                guard let value = HubReportStatus(rawValue: text) else {
                    throw .usage("--status must be received, in-review or resolved")
                }
                return value
            }
            return try await database.withOperator { op throws(HubAdminError) in try await op.reports(status: wanted) }
        }
    }
}

/// `admin review REPORT`: the reporter sees "in review".
/// `admin review REPORT`：举报人会看到“审核中”。
struct HubAdminReviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "review", abstract: "Mark a report as in review.")
    @Argument(help: "The report's receipt.") var report: String
    @OptionGroup var database: HubDatabaseOptions

    func run() async throws {
        try await HubCommand.perform { () throws(HubAdminError) in
            [try await database.withOperator { op throws(HubAdminError) in try await op.review(receipt: report) }]
        }
    }
}

/// `admin resolve REPORT --hide|--demote|--suspend|--no-action --note …`.
/// `admin resolve REPORT --hide|--demote|--suspend|--no-action --note …`：处理一条举报。
struct HubAdminResolveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve", abstract: "Resolve a report; the reporter's status shows the outcome.")
    @Argument(help: "The report's receipt.") var report: String
    @Flag(help: "hide the target, demote a post, suspend the owner, or take no action.")
    var action: HubResolutionFlag
    @Option(help: "A line for the reporter (at most 500 characters).") var note = ""
    @OptionGroup var database: HubDatabaseOptions

    func run() async throws {
        try await HubCommand.perform { () throws(HubAdminError) in
            [
                try await database.withOperator { op throws(HubAdminError) in
                    try await op.resolve(receipt: report, resolution: action.resolution, note: note)
                }
            ]
        }
    }
}

/// The four resolutions as exclusive flags.
/// 四种处理方式，作为互斥的标志。
enum HubResolutionFlag: String, EnumerableFlag {
    case hide, demote, suspend, noAction

    var resolution: HubResolution {
        switch self {
        case .hide: .hide
        case .demote: .demote
        case .suspend: .suspend
        case .noAction: .noAction
        }
    }
}

/// `admin seed --posts N --accounts N`: clearly synthetic data for benchmarks and demos.
/// `admin seed --posts N --accounts N`：用于基准测试与演示的明显合成数据。
struct HubAdminSeedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seed", abstract: "Add synthetic accounts (synthetic-NNNNNN, no password) and [synthetic] posts.")
    @Option(help: "How many posts.") var posts = 1000
    @Option(help: "How many accounts.") var accounts = 100
    @Option(help: "The random seed (the same seed gives the same data).") var seed: UInt64 = 20
    @OptionGroup var database: HubDatabaseOptions

    func run() async throws {
        try await HubCommand.perform { () throws(HubAdminError) in
            [
                try await database.withOperator { op throws(HubAdminError) in
                    try await op.seed(posts: posts, accounts: accounts, seed: seed)
                }
            ]
        }
    }
}

/// `admin backup FILE`: an online copy of the SQLite store into a new file.
/// `admin backup FILE`：将 SQLite 存储在线复制到新文件。
struct HubAdminBackupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "backup", abstract: "Copy the database to a new file.")
    @Argument(help: "The new file.") var file: String
    @OptionGroup var database: HubDatabaseOptions

    func run() async throws {
        try await HubCommand.perform { () throws(HubAdminError) in
            [try await database.withOperator { op throws(HubAdminError) in try await op.backup(to: file) }]
        }
    }
}

/// `admin restore FILE`: replaces the database with a hub backup (stop `serve` first).
/// `admin restore FILE`：用社区中心的备份替换数据库（请先停止 `serve`）。
struct HubAdminRestoreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Replace the database with a backup made by `admin backup` (stop serve first).")
    @Argument(help: "The backup file.") var file: String
    @OptionGroup var database: HubDatabaseOptions

    func run() async throws {
        try await HubCommand.perform { () throws(HubAdminError) in
            [try await database.withOperator { op throws(HubAdminError) in try await op.restore(from: file) }]
        }
    }
}
