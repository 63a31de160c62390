import Persistence
import Plans
import Shared

/// Finds what `interfit start` should run: a saved plan, a template, or ad-hoc options.
@MainActor
struct WorkoutResolver {
    /// The workout to run and the library plan it came from, if any.
    struct Selection {
        let snapshot: PlanSnapshot
        let plan: Plan?
    }

    let context: AppContext
    let database: AppDatabase?

    func resolve(_ reference: String?, shape: WorkoutOptions) throws(CLIFailure) -> Selection {
        var name: String
        var content: PlanContent
        var plan: Plan?
        var templateId: String?
        if let reference {
            if let saved = try savedPlan(reference) {
                plan = saved
                name = saved.name
                content = saved.content
            } else if let template = PlanTemplate.find(reference) {
                templateId = template.id
                name = template.name
                content = template.content
            } else {
                throw CLIFailure(message: context.text("plan.notFound", reference), status: .usage)
            }
        } else {
            guard shape.sets != nil, shape.work != nil else {
                throw CLIFailure(message: context.text("train.whatToStart"), status: .usage)
            }
            name = context.text("train.adHocName")
            content = PlanContent(setsCount: 1, workSeconds: 10, restSeconds: 0)
        }
        content = try shape.applied(to: content, text: context.text)
        let issues = PlanRules.validate(name: name, content: content)
        guard issues.isEmpty else {
            let lines = [context.text("train.invalid")] + issues.map { "  " + context.messages.describe($0) }
            throw CLIFailure(message: lines.joined(separator: "\n"), status: .usage)
        }
        if !shape.isEmpty, plan != nil || templateId != nil {
            name = String(name.prefix(70)) + " *"
        }
        let snapshot = PlanSnapshot(
            planId: plan?.id, templateId: templateId, name: name, content: content, takenAt: context.clock.now())
        return Selection(snapshot: snapshot, plan: plan)
    }

    /// A saved plan matching exactly (name or id prefix); nil when none does or history is off.
    private func savedPlan(_ reference: String) throws(CLIFailure) -> Plan? {
        guard let database else { return nil }
        let library = context.makePlanLibrary(database)
        do {
            return try library.resolve(reference)
        } catch {
            if case .notFound = error { return nil }
            throw context.messages.failure(error)
        }
    }
}
