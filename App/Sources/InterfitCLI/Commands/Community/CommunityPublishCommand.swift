import ArgumentParser
import Community
import CommunityViews
import HubAPI
import Shared
import Terminal

/// `interfit community publish PLAN`: three steps on a terminal (version, change note, who sees it), flags for scripts.
/// `interfit community publish PLAN`：终端上分三步（版本、变更说明、谁能看到），脚本使用选项。
struct CommunityPublishCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("publish", help: "community.publish") }

    @OptionGroup var community: CommunityOptions
    @Argument(help: .text("plans.plan"), completion: PlanCompletion.kind(templates: false)) var plan: String
    @Option(name: .customLong("note-chip"), help: .text("option.noteChip", value: "chip")) var chips: [HubChangeChip] =
        []
    @Option(help: .text("option.note", value: "text")) var note: String?
    @Option(name: .customLong("tag"), help: .text("option.publishTag", value: "tag")) var tags: [String] = []
    @Flag(name: .customLong("private"), help: .text("option.private")) var onlyMe = false
    @Flag(name: .customLong("no-comments"), help: .text("option.noComments")) var noComments = false
    @Flag(name: [.long, .customShort("y")], help: .text("option.yes")) var yes = false
    @Flag(help: .text("option.json.publish")) var json = false
    var global: GlobalOptions { community.global }

    func execute(_ context: AppContext) async throws {
        let interactive = !yes && context.streams.stdinIsTTY && context.streams.stdoutIsTTY
        guard yes || interactive else {
            throw CLIFailure(message: HelpText.of("community.publish.needsYes", plan), status: .usage)
        }
        let model = try context.communityPublish(community)
        let chosen = try model.choose(plan)
        model.chips = chips
        if let note { try model.setLine(note) }
        try model.setTags(tags)
        model.visibility = onlyMe ? .private : .public
        model.commentsEnabled = !noComments
        let view = CommunityPublishView(language: context.language, style: context.style, dates: context.dates)
        if interactive {
            context.console.out(view.preview(chosen))
            guard context.console.ask(view.confirm) else { return context.console.out(view.cancelled) }
            if chips.isEmpty, note == nil { try askChangeNote(model, view, context) }
            if !onlyMe, !noComments { askAudience(model, view, context) }
        }
        let outcome = try await model.publish()
        context.console.out(json ? CommunityJSON.published(outcome) : view.outcome(outcome))
    }

    /// Step 2: chips (asked again while one is unknown), then the one line (asked again while refused).
    @MainActor private func askChangeNote(
        _ model: CommunityPublishViewModel, _ view: CommunityPublishView, _ context: AppContext
    ) throws {
        context.console.out(view.changeNoteHeading)
        while true {
            context.console.write(view.chipsPrompt)
            let words = (PromptLine.read(secret: false) ?? "").split(separator: ",").map { $0.trimmingSpaces() }
            let picked = words.filter { !$0.isEmpty }.map { ($0, HubChangeChip(rawValue: $0.lowercased())) }
            if let unknown = picked.first(where: { $0.1 == nil }) {
                context.console.out(view.unknownChip(unknown.0))
                continue
            }
            model.chips = picked.compactMap(\.1)
            break
        }
        while true {
            context.console.write(view.linePrompt)
            do {
                try model.setLine(PromptLine.read(secret: false) ?? "")
                return
            } catch {
                context.console.out(error.message(in: context.language))
            }
        }
    }

    /// Step 3: public or only me, then comments on or off (one key each).
    @MainActor private func askAudience(
        _ model: CommunityPublishViewModel, _ view: CommunityPublishView, _ context: AppContext
    ) {
        context.console.out(view.visibilityHeading)
        context.console.write(view.visibilityPrompt + " ")
        let visibility = PromptKey.read()
        context.console.out("")
        if visibility == UInt8(ascii: "o") || visibility == UInt8(ascii: "O") { model.visibility = .private }
        context.console.write(view.commentsPrompt + " ")
        let comments = PromptKey.read()
        context.console.out("")
        if comments == UInt8(ascii: "n") || comments == UInt8(ascii: "N") { model.commentsEnabled = false }
    }
}
