import ArgumentParser
import Plans
import Shared

/// `interfit plans create NAME …`: a new plan in mode A or mode B.
struct PlansCreateCommand: InterfitSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "create",
        abstract: "Create a plan from sets, work and rest (mode A) or from a total time and a ratio (mode B).",
        discussion: """
            Mode A: --sets N --work D --rest D.  Mode B: --total D --sets N and --ratio W:R or --intensity.
            Durations: \(DurationText.acceptedForms). Invalid values exit 64 and save nothing.

            Examples:
              interfit plans create "Legs" --sets 10 --work 45s --rest 15s --exercise Squat --exercise Lunge
              interfit plans create "Long run" --sets 6 --work 3m --rest 1m --warmup 5m --cooldown 5m
              interfit plans create "Quick burn" --total 10m --sets 12 --intensity hard
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The plan's name (1–80 printable characters).") var name: String
    @OptionGroup var shape: PlanShapeOptions

    func execute(_ context: AppContext) async throws {
        let database = try context.openDatabase()
        let editor = context.makePlanEditor(database)
        editor.name = name
        try shape.apply(to: editor, isNew: true, text: context.text)
        let plan: Plan
        do { plan = try editor.save() } catch { throw context.messages.failure(error) }
        context.console.out(
            context.text(
                "plans.created", plan.name, plan.content.summary, String(plan.id.uuidString.lowercased().prefix(8))))
        if editor.isLong {
            context.console.err(context.text("plans.longWarning", DurationText.clock(plan.content.totalSeconds)))
        }
    }
}
