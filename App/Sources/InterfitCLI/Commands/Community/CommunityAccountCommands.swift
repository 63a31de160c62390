import ArgumentParser
import Community
import CommunityViews
import Terminal

/// A command that needs a password: from a no-echo prompt on a terminal, or `--password-stdin`; never a flag.
/// 需要密码的命令：来自终端上的不回显提示，或 `--password-stdin`；从不通过选项传入。
protocol CommunityPasswordCommand: InterfitSubcommand {
    var community: CommunityOptions { get }
    var password: CommunityPasswordOptions { get }
}

extension CommunityPasswordCommand {
    var global: GlobalOptions { community.global }

    /// The password typed (twice when `confirm`), or read from standard input.
    @MainActor func readPassword(_ context: AppContext, confirm: Bool) throws -> String {
        if password.fromStandardInput { return PromptLine.firstLineOfInput() ?? "" }
        guard context.streams.stdinIsTTY else {
            throw CLIFailure(message: HelpText.of("community.password.noTerminal"), status: .usage)
        }
        let messages = context.communityMessages
        context.console.writeError(messages.passwordPrompt(again: false))
        let first = PromptLine.read(secret: true) ?? ""
        guard confirm else { return first }
        context.console.writeError(messages.passwordPrompt(again: true))
        guard PromptLine.read(secret: true) == first else {
            throw CommunityError.input(CommunityInputProblem(field: .password, kind: .mismatch, value: ""))
        }
        return first
    }
}

/// `interfit community register HANDLE`: creates the account and signs in.
/// `interfit community register HANDLE`：创建账号并登录。
struct CommunityRegisterCommand: CommunityPasswordCommand {
    static var configuration: CommandConfiguration { .interfit("register", help: "community.register") }

    @OptionGroup var community: CommunityOptions
    @Argument(help: .text("community.handle")) var handle: String
    @OptionGroup var password: CommunityPasswordOptions

    func execute(_ context: AppContext) async throws {
        let model = try context.communityAccount(community)
        try model.check(handle: handle)
        let session = try await model.register(handle: handle, password: try readPassword(context, confirm: true))
        context.console.out(context.communityMessages.registered(session, hub: model.hubAddress))
    }
}

/// `interfit community login HANDLE`: signs in; the token is kept for this hub only.
/// `interfit community login HANDLE`：登录；令牌只为此社区中心保存。
struct CommunityLoginCommand: CommunityPasswordCommand {
    static var configuration: CommandConfiguration { .interfit("login", help: "community.login") }

    @OptionGroup var community: CommunityOptions
    @Argument(help: .text("community.handle")) var handle: String
    @OptionGroup var password: CommunityPasswordOptions

    func execute(_ context: AppContext) async throws {
        let model = try context.communityAccount(community)
        try model.check(handle: handle)
        let session = try await model.login(handle: handle, password: try readPassword(context, confirm: false))
        context.console.out(context.communityMessages.signedIn(session, hub: model.hubAddress))
    }
}

/// `interfit community logout`: ends the session on the hub and forgets the token here.
/// `interfit community logout`：结束社区中心上的会话并在本机忘记令牌。
struct CommunityLogoutCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("logout", help: "community.logout") }

    @OptionGroup var community: CommunityOptions
    var global: GlobalOptions { community.global }

    func execute(_ context: AppContext) async throws {
        let model = try context.communityAccount(community)
        let outcome = try await model.logout()
        context.console.out(context.communityMessages.loggedOut(outcome, hub: model.hubAddress))
    }
}

/// `interfit community whoami`: who the hub says the kept sign-in belongs to.
/// `interfit community whoami`：社区中心确认保存的登录属于谁。
struct CommunityWhoAmICommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("whoami", help: "community.whoami") }

    @OptionGroup var community: CommunityOptions
    @Flag(help: .text("option.json.whoami")) var json = false
    var global: GlobalOptions { community.global }

    func execute(_ context: AppContext) async throws {
        let model = try context.communityAccount(community)
        let answer = try await model.whoAmI()
        context.console.out(
            json
                ? CommunityJSON.whoAmI(answer, hub: model.hubAddress)
                : context.communityMessages.whoAmI(answer, hub: model.hubAddress))
    }
}

/// `interfit community reset-id`: forgets the anonymous install id anonymous applies are counted by.
/// `interfit community reset-id`：忘记用于统计匿名应用的匿名安装编号。
struct CommunityResetIdCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("reset-id", help: "community.resetId") }

    @OptionGroup var community: CommunityOptions
    var global: GlobalOptions { community.global }

    func execute(_ context: AppContext) async throws {
        try context.communityAccount(community).resetInstallId()
        context.console.out(context.communityMessages.installIdReset)
    }
}
